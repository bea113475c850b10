import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGE_MAX, contactFieldErrors } from "@/client/forms/contact";

describe("contactFieldErrors (contact, report and bug forms)", () => {
  it("requires every field, after trimming", () => {
    expect(contactFieldErrors({ name: " ", email: "", message: "\n" })).toEqual({
      name: "nameRequired",
      email: "emailRequired",
      message: "messageRequired",
    });
  });
  it("rejects a malformed e-mail and over-long values", () => {
    expect(contactFieldErrors({ name: "x".repeat(101), email: "nope@", message: "y".repeat(CONTACT_MESSAGE_MAX + 1) })).toEqual({
      name: "nameTooLong",
      email: "emailInvalid",
      message: "messageTooLong",
    });
  });
  it("accepts a complete form", () => {
    expect(contactFieldErrors({ name: "Lina", email: "lina@example.com", message: "Hello" })).toEqual({});
  });
});
