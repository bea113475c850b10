import { describe, expect, it } from "vitest";
import { signupForm } from "../../client/forms/auth-forms";
import { shownProblem } from "../helpers/form-problem";

// The sign-up form checks with the register endpoint's own schema (plus the confirmation):
// the age is counted on today's date, as the server counts it.
const iso = (d: Date) => d.toISOString().slice(0, 10);
const now = new Date();
const eighteenToday = iso(new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate())));
const eighteenTomorrow = iso(new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate() + 1)));

const valid = {
  firstName: "Amira",
  lastName: "Ben Salah",
  username: "amira",
  email: "amira@example.com",
  dateOfBirth: "2000-01-01",
  password: "Str0ng!pass",
  confirmPassword: "Str0ng!pass",
};
type SignupValues = typeof valid;
const checkSignup = (values: SignupValues) => shownProblem(signupForm, values);

describe("the sign-up form", () => {
  it("lets a complete, adult sign-up through", () => {
    expect(checkSignup(valid)).toBeNull();
  });
  it("requires every field, blank spaces included", () => {
    for (const field of Object.keys(valid) as (keyof SignupValues)[]) {
      expect(checkSignup({ ...valid, [field]: "  " }), field).toBe("Validation.fillAllFields");
    }
  });
  it("rejects an e-mail without a domain", () => {
    expect(checkSignup({ ...valid, email: "amira@" })).toBe("Validation.invalidEmail");
  });
  it("rejects passwords that differ", () => {
    expect(checkSignup({ ...valid, confirmPassword: "Str0ng!pasS" })).toBe("Validation.passwordsMismatch");
  });
  it("rejects a password under 8 characters", () => {
    expect(checkSignup({ ...valid, password: "Ab1!", confirmPassword: "Ab1!" })).toBe("Validation.passwordTooShort");
  });
  it("rejects someone under 18 by month and day", () => {
    expect(checkSignup({ ...valid, dateOfBirth: eighteenTomorrow })).toBe("Validation.mustBe18");
    expect(checkSignup({ ...valid, dateOfBirth: eighteenToday })).toBeNull();
  });
  it("refuses before sending what the server would refuse: a reserved or malformed username", () => {
    expect(checkSignup({ ...valid, username: "admin" })).toBe("Validation.usernameUnavailable");
    expect(checkSignup({ ...valid, username: "a b" })).toBe("Validation.usernameInvalid");
    expect(checkSignup({ ...valid, dateOfBirth: "1850-01-01" })).toBe("Validation.invalidDateOfBirth");
  });
});
