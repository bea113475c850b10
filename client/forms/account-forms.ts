import { z } from "@/shared/zod";
import { changePasswordSchema, emailChangeSchema } from "@/shared/schemas/account";
import { profileUpdateSchema } from "@/shared/schemas/profiles";
import { PASSWORDS_MISMATCH, passwordTexts } from "./auth-forms";
import type { FormTexts } from "./issue-text";

// The signed-in member's own forms (settings and the profile's edit mode).

/** PUT /api/users/password (changePasswordSchema) with the confirmation of the new password. */
export const passwordChangeForm = {
  schema: changePasswordSchema
    .safeExtend({ confirmNewPassword: z.string() })
    .refine((v) => v.newPassword === v.confirmNewPassword, { path: ["confirmNewPassword"], message: PASSWORDS_MISMATCH }),
  order: ["currentPassword", "newPassword", "confirmNewPassword"],
  texts: {
    blank: "Validation.fillAllFields",
    messages: {
      ...passwordTexts,
      "Current password is required": "Validation.fillAllFields",
      "The new password must be different from the current one": "Settings.passwordUnchanged",
    },
    otherwise: "Settings.passwordFailed",
  } satisfies FormTexts,
};

/** PUT /api/users/email {email, password}; each field shows its own problem. */
export const emailChangeForm = {
  schema: emailChangeSchema,
  texts: {
    messages: {
      "Email is required": "Settings.emailInvalid",
      "Please enter a valid email": "Settings.emailInvalid",
      "Email is too long": "Settings.emailInvalid",
      "Password is required": "Settings.emailWrongPassword",
      "Password is too long": "Settings.emailWrongPassword",
    },
  } satisfies FormTexts,
};

/** PUT /api/users/profile {displayName} (the public name of the settings page). */
export const displayNameForm = {
  schema: profileUpdateSchema,
  texts: {
    messages: {
      "Display name must be text": "Settings.nameTooLong",
      "Display name must be at most 50 characters": "Settings.nameTooLong",
    },
  } satisfies FormTexts,
};

/** PUT /api/users/profile from the profile's edit mode; each field shows its own problem. */
export const profileForm = {
  schema: profileUpdateSchema,
  texts: {
    messages: {
      "First name is required": "Validation.required",
      "First name is too long": "Validation.nameTooLong",
      "Last name is required": "Validation.required",
      "Last name is too long": "Validation.nameTooLong",
      "Username is required": "Validation.required",
      "Username must be 3 to 30 letters, digits, dots or underscores": "Validation.usernameInvalid",
      "This username is not available": "Validation.usernameUnavailable",
      "Bio must be at most 500 characters": "Validation.bioTooLong",
      "Location must be at most 100 characters": "Validation.locationTooLong",
    },
  } satisfies FormTexts,
};
