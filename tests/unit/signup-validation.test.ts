import { describe, expect, it } from "vitest";
import { checkSignup, localToday, type SignupValues } from "../../client/forms/signup";

const today = new Date(Date.UTC(2026, 5, 15));
const valid: SignupValues = {
  firstName: "Amira",
  lastName: "Ben Salah",
  username: "amira",
  email: "amira@example.com",
  dateOfBirth: "2000-01-01",
  password: "Str0ng!pass",
  confirmPassword: "Str0ng!pass",
};

describe("checkSignup", () => {
  it("lets a complete, adult sign-up through", () => {
    expect(checkSignup(valid, today)).toBeNull();
  });
  it("requires every field, blank spaces included", () => {
    for (const field of Object.keys(valid) as (keyof SignupValues)[]) {
      expect(checkSignup({ ...valid, [field]: "  " }, today)).toBe("fillAllFields");
    }
  });
  it("rejects an e-mail without a domain", () => {
    expect(checkSignup({ ...valid, email: "amira@" }, today)).toBe("invalidEmail");
  });
  it("rejects passwords that differ", () => {
    expect(checkSignup({ ...valid, confirmPassword: "Str0ng!pasS" }, today)).toBe("passwordsMismatch");
  });
  it("rejects a password under 8 characters", () => {
    expect(checkSignup({ ...valid, password: "Ab1!", confirmPassword: "Ab1!" }, today)).toBe("passwordTooShort");
  });
  it("rejects someone under 18 by month and day", () => {
    expect(checkSignup({ ...valid, dateOfBirth: "2008-06-16" }, today)).toBe("mustBe18");
    expect(checkSignup({ ...valid, dateOfBirth: "2008-06-15" }, today)).toBeNull();
  });
});

describe("localToday", () => {
  it("keeps the local calendar date whatever the time of day", () => {
    const lateEvening = new Date(2026, 5, 15, 23, 59);
    expect(localToday(lateEvening).toISOString().slice(0, 10)).toBe("2026-06-15");
    const earlyMorning = new Date(2026, 5, 15, 0, 1);
    expect(localToday(earlyMorning).toISOString().slice(0, 10)).toBe("2026-06-15");
  });
});
