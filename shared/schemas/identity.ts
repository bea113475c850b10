import { z } from "@/shared/zod";
import { dateOfBirthSchema, usernameSchema } from "@/shared/schemas/users";

// Inputs of creator verification, fans' age checks, co-performer consent and the admin's
// identity queue (docs/decisions/035-identity-verification.md). Files travel as multipart parts;
// these schemas check the text fields next to them.

export const LEGAL_NAME_MAX = 120;
export const REASON_MAX = 1000;

const legalName = z
  .string({ error: "Legal name is required" })
  .trim()
  .min(2, "Legal name is required")
  .max(LEGAL_NAME_MAX, `Legal name must be at most ${LEGAL_NAME_MAX} characters`);

/** ISO 3166-1 alpha-2, upper-cased. */
export const countrySchema = z
  .string({ error: "Country is required" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Country must be a two-letter ISO code");

/** POST /api/users/verification (multipart text fields; idDocument and selfie are files). */
export const verificationFieldsSchema = z.object({ legalName, dateOfBirth: dateOfBirthSchema, country: countrySchema });
export type VerificationFields = z.infer<typeof verificationFieldsSchema>;

/** POST /api/users/age-check: the files only; the date of birth on the document is the admin's to read. */
export const VERIFICATION_FILES = ["idDocument", "selfie"] as const;

export const CHECK_STATUSES = ["pending", "approved", "rejected"] as const;
export const CHECK_KINDS = ["creator", "age"] as const;

const page = z.coerce.number({ error: "page must be a number" }).int().min(1, "page must be at least 1").max(100000).default(1);

/** GET /api/admin/verifications?status&kind&q&page&limit */
export const adminCheckListQuerySchema = z.object({
  status: z.enum(CHECK_STATUSES, { error: "status must be pending, approved or rejected" }).default("pending"),
  kind: z.enum(CHECK_KINDS, { error: "kind must be creator or age" }).default("creator"),
  q: z.string().trim().max(100, "q is too long").optional(),
  page,
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1, "limit must be at least 1")
    .default(20)
    .transform((n) => Math.min(n, 50)),
});
export type AdminCheckListQuery = z.infer<typeof adminCheckListQuerySchema>;

/** POST /api/admin/verifications/{userId}/reject {reason, kind?} */
export const rejectCheckSchema = z.object({
  reason: z.string({ error: "A reason is required" }).trim().min(3, "A reason is required").max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters`),
  kind: z.enum(CHECK_KINDS).default("creator"),
});
export type RejectCheckInput = z.infer<typeof rejectCheckSchema>;

/** POST /api/admin/verifications/{userId}/approve {kind?} (an empty body approves the creator verification) */
export const approveCheckSchema = z.object({ kind: z.enum(CHECK_KINDS).default("creator") });
export type ApproveCheckInput = z.infer<typeof approveCheckSchema>;

/** POST /api/posts/{postId}/performers, JSON form: tag verified creators by username. */
export const tagPerformersSchema = z.object({
  usernames: z.array(usernameSchema, { error: "usernames must be a list" }).min(1, "Name at least one co-performer").max(10, "At most 10 co-performers"),
});
export type TagPerformersInput = z.infer<typeof tagPerformersSchema>;

/** POST /api/posts/{postId}/performers, multipart form: a release (text field `name`, files `release` and `idDocument`). */
export const releaseFieldsSchema = z.object({ name: legalName });
export const RELEASE_FILES = ["release", "idDocument"] as const;
