import { z } from "@/shared/zod";

/** A TOTP code (6 digits) or a recovery code (xxxx-xxxx-xxxx-xxxx), as typed. */
export const codeSchema = z.string({ error: "Code is required" }).trim().min(1, "Code is required").max(40);

/** POST /api/users/login/2fa and /api/auth/login/2fa */
export const twoFactorLoginSchema = z.object({
  challenge: z.string({ error: "Challenge is required" }).min(1, "Challenge is required").max(200),
  code: codeSchema,
});

/** POST /api/users/2fa/enable */
export const enableTwoFactorSchema = z.object({ code: codeSchema });

/** POST /api/users/2fa/disable */
export const disableTwoFactorSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
  code: codeSchema,
});
