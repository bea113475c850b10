import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { displayNameForm, emailChangeForm, passwordChangeForm, profileForm } from "@/client/forms/account-forms";
import { forgotPasswordForm, loginForm, resetPasswordForm, signupForm } from "@/client/forms/auth-forms";
import { contactForm, contactTexts, newsletterForm } from "@/client/forms/contact-forms";
import { issuesIn, problemOf, type FormTexts } from "@/client/forms/issue-text";
import { cardForm, payoutForm, priceForm, tipTexts } from "@/client/forms/money-forms";
import { tipSchema } from "@/shared/schemas/tips";

// Each form shows a dictionary text for every message its schema (the route handler's) can
// give: if a server message changes, or a rule is added, this fails until the form names it.

type Dictionary = { [key: string]: string | Dictionary };
const en = JSON.parse(readFileSync(path.join(import.meta.dirname, "../../messages/en.json"), "utf8")) as Dictionary;
const hasKey = (key: string) => typeof key.split(".").reduce<string | Dictionary | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), en) === "string";

const long = (n: number) => "x".repeat(n);
const cases: { name: string; schema: z.ZodType; texts: FormTexts; samples: unknown[] }[] = [
  {
    name: "sign-up",
    schema: signupForm.schema,
    texts: signupForm.texts,
    samples: [
      { firstName: long(51), lastName: long(51), username: "a", email: "no", password: "short", confirmPassword: "x", dateOfBirth: "2999-01-01" },
      { firstName: "A", lastName: "B", username: "admin", email: `${long(250)}@x.co`, password: long(129), confirmPassword: long(129), dateOfBirth: "1850-01-01" },
      { firstName: "A", lastName: "B", username: "@", email: "a@b.co", password: "Longenough1", confirmPassword: "Longenough1", dateOfBirth: "2000-02-30" },
    ],
  },
  { name: "sign-in", schema: loginForm.schema, texts: loginForm.texts, samples: [{ email: `${long(255)}`, password: long(129) }] },
  { name: "forgot password", schema: forgotPasswordForm.schema, texts: forgotPasswordForm.texts, samples: [{ email: "no" }, { email: `${long(250)}@x.co` }] },
  { name: "reset password", schema: resetPasswordForm.schema, texts: resetPasswordForm.texts, samples: [{ token: "t", password: "short", confirmPassword: "x" }, { token: "t", password: long(129), confirmPassword: "" }] },
  {
    name: "password change",
    schema: passwordChangeForm.schema,
    texts: passwordChangeForm.texts,
    samples: [
      { currentPassword: long(129), newPassword: "short", confirmNewPassword: "x" },
      { currentPassword: "Same-pass-1", newPassword: "Same-pass-1", confirmNewPassword: "Same-pass-1" },
    ],
  },
  { name: "e-mail change", schema: emailChangeForm.schema, texts: emailChangeForm.texts, samples: [{ email: "", password: "" }, { email: "no", password: long(129) }] },
  { name: "display name", schema: displayNameForm.schema, texts: displayNameForm.texts, samples: [{ displayName: long(51) }, { displayName: 5 }] },
  {
    name: "profile",
    schema: profileForm.schema,
    texts: profileForm.texts,
    samples: [
      { firstName: "", lastName: long(51), username: "admin", bio: long(501), location: long(101) },
      { firstName: long(51), lastName: "", username: "a b", bio: "", location: "" },
      { firstName: "A", lastName: "B", username: "@", bio: "", location: "" },
    ],
  },
  {
    name: "contact",
    schema: contactForm("[Report]"),
    texts: contactTexts,
    samples: [{ name: "", email: "", message: "" }, { name: long(101), email: "no", message: long(5000) }, { name: "A", email: `${long(250)}@x.co`, message: "m" }],
  },
  { name: "newsletter", schema: newsletterForm.schema, texts: newsletterForm.texts, samples: [{ email: "" }, { email: "no" }] },
  {
    name: "add card",
    schema: cardForm.schema,
    texts: cardForm.texts,
    samples: [
      { cardNumber: "", cardholderName: long(101), expiryMonth: "1", expiryYear: "2099", cvv: "123" },
      { cardNumber: "4111", cardholderName: "A", expiryMonth: "1", expiryYear: "2099", cvv: "123" },
      { cardNumber: "4242424242424241", cardholderName: "A", expiryMonth: "1", expiryYear: "2099", cvv: "123" },
      { cardNumber: "4242424242424242", cardholderName: "A", expiryMonth: "1", expiryYear: "2099", cvv: "1" },
      { cardNumber: "4242424242424242", cardholderName: "A", expiryMonth: "13", expiryYear: "2099", cvv: "123" },
      { cardNumber: "4242424242424242", cardholderName: "A", expiryMonth: "1", expiryYear: "3000", cvv: "123" },
      { cardNumber: "4242424242424242", cardholderName: "A", expiryMonth: "1", expiryYear: "2001", cvv: "123" },
    ],
  },
  { name: "tip", schema: tipSchema, texts: tipTexts, samples: [{ recipientUsername: "a", amount: NaN, cardId: "x" }, { recipientUsername: "a", amount: 10001 }, { recipientUsername: "a", amount: 1.234 }] },
  { name: "price", schema: priceForm.schema, texts: priceForm.texts, samples: [{ price: "abc" }, { price: "1001" }, { price: "1.234" }] },
  {
    name: "payout method",
    schema: payoutForm.schema,
    texts: payoutForm.texts,
    samples: [
      { type: "bank", accountName: "", accountNumber: "" },
      { type: "bank", accountName: "A", accountNumber: "12" },
      { type: "paypal", paypalEmail: "no" },
      { type: "stripe" },
    ],
  },
];

describe("every message a form's schema gives has a dictionary text", () => {
  for (const { name, schema, texts, samples } of cases) {
    it(name, () => {
      const messages = samples.flatMap((sample) => schema.safeParse(sample).error?.issues.map((issue) => issue.message) ?? []);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of new Set(messages)) {
        const problem = problemOf(message, texts);
        expect("key" in problem ? problem.key : `no text for "${message}"`, message).toSatisfy((key: string) => hasKey(key));
      }
      // and what the form keeps per field is among them
      for (const sample of samples) for (const issue of issuesIn(schema, sample)) expect(messages).toContain(issue.message);
    });
  }
});
