import { z } from "@/shared/zod";
import { forgotPasswordSchema, resetPasswordSchema } from "@/shared/schemas/account";
import { twoFactorLoginSchema } from "@/shared/schemas/auth";
import { adminLoginSchema, loginSchema, registerSchema } from "@/shared/schemas/users";
import type { FormTexts } from "./issue-text";
import { loginOrder, loginTexts } from "./login-texts";

// The sign-in and sign-up forms: each validates with its route handler's schema (plus a
// confirmation field where the form has one) and names the dictionary text of each message.

/** The one rule a form adds to the server's: the password typed twice the same way. */
export const PASSWORDS_MISMATCH = "Passwords do not match";

export const passwordTexts = {
  "Password is required": "Validation.fillAllFields",
  "Password must be at least 8 characters": "Validation.passwordTooShort",
  "Password is too long": "Validation.passwordTooLong",
  [PASSWORDS_MISMATCH]: "Validation.passwordsMismatch",
} as const;

const emailTexts = {
  "Email is required": "Validation.fillAllFields",
  "Please enter a valid email": "Validation.invalidEmail",
  "Email is too long": "Validation.invalidEmail",
} as const;

/** POST /api/users/register (registerSchema) with the password confirmation. */
export const signupForm = {
  schema: registerSchema
    .extend({ confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_MISMATCH }),
  /** the order the problems are told in: a mismatch before the password's length, the age last */
  order: ["firstName", "lastName", "username", "email", "confirmPassword", "password", "dateOfBirth"],
  texts: {
    blank: "Validation.fillAllFields",
    messages: {
      ...emailTexts,
      ...passwordTexts,
      "First name is required": "Validation.fillAllFields",
      "First name is too long": "Validation.nameTooLong",
      "Last name is required": "Validation.fillAllFields",
      "Last name is too long": "Validation.nameTooLong",
      "Username is required": "Validation.usernameInvalid",
      "Username must be 3 to 30 letters, digits, dots or underscores": "Validation.usernameInvalid",
      "This username is not available": "Validation.usernameUnavailable",
      "Date of birth is required": "Validation.fillAllFields",
      "Please enter a valid date of birth": "Validation.invalidDateOfBirth",
      "You must be at least 18 years old to join": "Validation.mustBe18",
    },
  } satisfies FormTexts,
};

/** Sign-in through next-auth (its credentials are checked with loginSchema and twoFactorLoginSchema). */
export const loginForm = { schema: loginSchema, order: loginOrder, texts: loginTexts };

/** The code step of a two-factor sign-in (the challenge comes from the first step; the texts are loginForm's). */
export const twoFactorForm = { schema: twoFactorLoginSchema };

/** POST /api/auth/forgot-password (the page's language is added when sent). */
export const forgotPasswordForm = {
  schema: forgotPasswordSchema,
  order: ["email"],
  texts: { blank: "Validation.fillAllFields", messages: emailTexts } satisfies FormTexts,
};

/** POST /api/auth/reset-password with the password confirmation; the token comes from the link. */
export const resetPasswordForm = {
  schema: resetPasswordSchema
    .extend({ confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_MISMATCH }),
  order: ["password", "confirmPassword"],
  texts: { blank: "Validation.fillAllFields", messages: passwordTexts } satisfies FormTexts,
};

/** POST /api/auth/admin-session {username, password} (adminLoginSchema); texts are keys of ADMIN_TEXT.login. */
export const adminLoginForm = {
  schema: adminLoginSchema,
  order: ["username", "password"],
  texts: { blank: "required", messages: {}, otherwise: "failed" } satisfies FormTexts,
};

/** The code step of the admin's two-factor sign-in. */
export const adminCodeForm = {
  schema: twoFactorLoginSchema,
  texts: { blank: "codeRequired", messages: {}, otherwise: "failed" } satisfies FormTexts,
};
