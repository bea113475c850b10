import { z } from "@/shared/zod";
import { emailSchema } from "@/shared/schemas/users";

// Request bodies of the privacy rights (issue 26, lib/privacy).

const password = z.string({ error: "Password is required" }).min(1, "Password is required").max(128, "Password is too long");

/** DELETE /api/users/me {password, code?}: `code` when two-factor sign-in is on. */
export const deleteAccountSchema = z.object({
  password,
  code: z.string().trim().max(32, "Invalid verification code").optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** POST /api/users/me/restore {email, password} (no token). */
export const restoreAccountSchema = z.object({ email: emailSchema, password });
export type RestoreAccountInput = z.infer<typeof restoreAccountSchema>;

/** POST /api/admin/users/{id}/erase {reason}: a verified legal request. */
export const adminEraseSchema = z.object({
  reason: z.string({ error: "A reason is required" }).trim().min(3, "A reason is required").max(1000, "The reason is too long"),
});
export type AdminEraseInput = z.infer<typeof adminEraseSchema>;
