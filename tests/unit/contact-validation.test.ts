import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGE_MAX, contactForm, contactTexts } from "@/client/forms/contact-forms";
import { fieldProblems } from "../helpers/form-problem";

/** Field -> the dictionary key the contact form shows under it. */
const fieldKeys = (values: { name: string; email: string; message: string }, prefix?: string) => fieldProblems(contactForm(prefix), contactTexts, values);

describe("the contact form (contactSchema of POST /api/contact)", () => {
  it("requires every field, after trimming", () => {
    expect(fieldKeys({ name: " ", email: "", message: "\n" })).toEqual({
      name: "Contact.errors.nameRequired",
      email: "Contact.errors.emailRequired",
      message: "Contact.errors.messageRequired",
    });
  });
  it("rejects a malformed e-mail and over-long values", () => {
    expect(fieldKeys({ name: "x".repeat(101), email: "nope@", message: "y".repeat(CONTACT_MESSAGE_MAX + 1) })).toEqual({
      name: "Contact.errors.nameTooLong",
      email: "Contact.errors.emailInvalid",
      message: "Contact.errors.messageTooLong",
    });
  });
  it("accepts a complete form", () => {
    expect(fieldKeys({ name: "Lina", email: "lina@example.com", message: "Hello" })).toEqual({});
  });
  it("checks the message as it is sent, subject prefix included (report and bug pages)", () => {
    const message = "y".repeat(CONTACT_MESSAGE_MAX - 3);
    expect(fieldKeys({ name: "Lina", email: "lina@example.com", message })).toEqual({});
    expect(fieldKeys({ name: "Lina", email: "lina@example.com", message }, "[Report]")).toEqual({ message: "Contact.errors.messageTooLong" });
    // an empty message stays empty: the prefix alone is not a message
    expect(fieldKeys({ name: "Lina", email: "lina@example.com", message: " " }, "[Bug]")).toEqual({ message: "Contact.errors.messageRequired" });
  });
});
