import { z } from "@/shared/zod";
import { locales } from "@/i18n/locales";
import { emailSchema, passwordSchema } from "@/shared/schemas/users";

// Request bodies of the password-reset endpoints.

export const localeSchema = z.enum(locales, { error: "Unknown language" });

export const forgotPasswordSchema = z.object({
  email: emailSchema,
  /** the language of the page that asked, for the e-mail; else the account's stored language */
  locale: localeSchema.optional().catch(undefined),
});

export const resetPasswordSchema = z.object({
  token: z.string({ error: "This reset link is invalid or has expired" }).trim().min(1, "This reset link is invalid or has expired").max(200, "This reset link is invalid or has expired"),
  password: passwordSchema,
});

/** PUT /api/users/password (lib/account/password-change.ts). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(128),
    newPassword: passwordSchema,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ["newPassword"],
    message: "The new password must be different from the current one",
  });

// E-mail change (lib/account/email-change.ts).
const LINK_INVALID = "This link is invalid or has expired";

export const emailChangeSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128, "Password is too long"),
});

export const emailTokenSchema = z.object({
  token: z.string({ error: LINK_INVALID }).trim().min(1, LINK_INVALID).max(200, LINK_INVALID),
});
