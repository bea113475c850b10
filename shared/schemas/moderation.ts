import { z } from "@/shared/zod";
import { emailSchema } from "@/shared/schemas/users";

// Inputs of the review queue, the takedown notices and the audit log (issue 19, points 3, 9, 10).
// The /dmca form validates with takedownNoticeSchema too; which URLs belong to this site and name
// a post or a member is the server's to check (lib/takedowns/urls.ts).

const page = z.coerce.number({ error: "page must be a number" }).int().min(1, "page must be at least 1").max(100000).default(1);
const limit = z.coerce
  .number({ error: "limit must be a number" })
  .int()
  .min(1, "limit must be at least 1")
  .default(20)
  .transform((n) => Math.min(n, 50));
const q = z
  .string({ error: "q must be text" })
  .trim()
  .max(200, "q is too long (200 characters max)")
  .optional()
  .transform((v) => v || undefined);

export const REASON_MAX = 2000;
/** The reason an admin gives the member (sent verbatim). */
export const reasonSchema = z
  .string({ error: "A reason is required" })
  .trim()
  .min(1, "A reason is required")
  .max(REASON_MAX, `The reason is too long (${REASON_MAX} characters max)`);

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;

/** GET /api/admin/reviews?status&q&page&limit: pending ones oldest first. */
export const adminReviewListQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: "status must be pending, approved or rejected" }).default("pending"),
  q,
  page,
  limit,
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

/** POST /api/admin/reviews/{postId}/reject {reason} */
export const reviewRejectSchema = z.object({ reason: reasonSchema });
export type ReviewRejectInput = z.infer<typeof reviewRejectSchema>;

/** POST /api/admin/users/{userId}/trust {trusted} */
export const trustSchema = z.object({ trusted: z.boolean({ error: "trusted must be true or false" }) });
export type TrustInput = z.infer<typeof trustSchema>;

export const TAKEDOWN_URLS_MAX = 20;
export const takedownUrlSchema = z
  .string({ error: "Each URL must be text" })
  .trim()
  .max(2000, "A URL is too long (2000 characters max)")
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), "Enter a full address (https://...)");

const signature = z
  .string({ error: "Type your full name as your signature" })
  .trim()
  .min(2, "Type your full name as your signature")
  .max(200, "The signature is too long (200 characters max)");
/** The sworn statement: must be literally `true`. */
const statement = z.literal(true, { error: "You must confirm the statement" });

/** POST /api/takedowns {claimantName, email, urls, description, statement: true, signature} (anyone). */
export const takedownNoticeSchema = z.object({
  claimantName: z.string({ error: "Your name is required" }).trim().min(1, "Your name is required").max(200, "The name is too long (200 characters max)"),
  email: emailSchema,
  urls: z
    .array(takedownUrlSchema, { error: "List the addresses of the content" })
    .min(1, "List at least one address of this site")
    .max(TAKEDOWN_URLS_MAX, `At most ${TAKEDOWN_URLS_MAX} addresses per notice`),
  description: z
    .string({ error: "Describe the work and the infringement" })
    .trim()
    .min(10, "Describe the work and the infringement (10 characters at least)")
    .max(5000, "The description is too long (5000 characters max)"),
  statement,
  signature,
});
export type TakedownNoticeInput = z.infer<typeof takedownNoticeSchema>;

/** POST /api/takedowns/{id}/counter-notice {message, statement: true, signature} (the affected creator). */
export const counterNoticeSchema = z.object({
  message: z
    .string({ error: "Explain why the content should be restored" })
    .trim()
    .min(10, "Explain why the content should be restored (10 characters at least)")
    .max(5000, "The message is too long (5000 characters max)"),
  statement,
  signature,
});
export type CounterNoticeInput = z.infer<typeof counterNoticeSchema>;

export const TAKEDOWN_STATUSES = ["open", "removed", "rejected", "restored"] as const;

/** GET /api/admin/takedowns?status&q&page&limit: open ones oldest first, others newest decision first. */
export const adminTakedownListQuerySchema = z.object({
  status: z.enum(TAKEDOWN_STATUSES, { error: "status must be open, removed, rejected or restored" }).default("open"),
  q,
  page,
  limit,
});
export type AdminTakedownListQuery = z.infer<typeof adminTakedownListQuerySchema>;

/** POST /api/admin/takedowns/{id}/decide {action: remove|reject, reason} */
export const takedownDecisionSchema = z.object({
  action: z.enum(["remove", "reject"], { error: "action must be remove or reject" }),
  reason: reasonSchema,
});
export type TakedownDecisionInput = z.infer<typeof takedownDecisionSchema>;

/** POST /api/admin/takedowns/{id}/restore {reason} */
export const takedownRestoreSchema = z.object({ reason: reasonSchema });
export type TakedownRestoreInput = z.infer<typeof takedownRestoreSchema>;

/** GET /api/admin/audit-log?action&actor&q&page&limit: newest first. */
export const auditLogQuerySchema = z.object({
  action: z
    .string({ error: "action must be text" })
    .trim()
    .max(100, "action is too long")
    .optional()
    .transform((v) => v || undefined),
  actor: z
    .string({ error: "actor must be text" })
    .trim()
    .max(100, "actor is too long")
    .optional()
    .transform((v) => v || undefined),
  q,
  page,
  limit,
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
