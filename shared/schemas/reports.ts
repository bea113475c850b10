import { z } from "@/shared/zod";
import { emailSchema } from "@/shared/schemas/users";

// Inputs of reports, moderation decisions, appeals and the admin's member actions
// (docs/decisions/031-moderation.md). The report dialog and the /report form validate with the same schemas.

export const REPORT_TARGET_TYPES = ["post", "comment", "message", "user"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ["underage", "non-consensual", "illegal", "impersonation", "spam", "harassment", "copyright", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Reasons that hide the content at once, pending review. */
export const HOLDING_REASONS: readonly ReportReason[] = ["underage", "non-consensual"];

export const DECISION_ACTIONS = ["dismiss", "remove", "restrict", "suspend", "ban"] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

export const APPEAL_OUTCOMES = ["upheld", "overturned"] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

export const ACCOUNT_STATUSES = ["active", "restricted", "suspended", "banned"] as const;

export const DEFAULT_SUSPENSION_DAYS = 7;

const reason = z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(", ")}` });
const details = z.string({ error: "details must be text" }).trim().max(2000, "Details are too long (2000 characters max)").optional();
const adminReason = z
  .string({ error: "A reason is required" })
  .trim()
  .min(3, "A reason is required")
  .max(2000, "The reason is too long (2000 characters max)");

/** POST /api/reports, signed in: {targetType, targetId, reason, details?}. */
export const memberReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: `targetType must be one of ${REPORT_TARGET_TYPES.join(", ")}` }),
  targetId: z.uuid({ error: "targetId must be an id" }),
  reason,
  details,
});
export type MemberReportInput = z.infer<typeof memberReportSchema>;

/**
 * POST /api/reports, anonymous (the /report page): {url, reason, details?, email, locale?}. The
 * URL names the content: a post's id anywhere in it (…/profile/ana?post=<id>) or a profile (…/profile/<username>).
 */
export const anonymousReportSchema = z.object({
  url: z.string({ error: "Enter the address of the post or profile" }).trim().min(1, "Enter the address of the post or profile").max(500, "The address is too long"),
  reason,
  details,
  email: emailSchema,
  locale: z.enum(["tn", "fr", "en", "ar"]).optional(),
});
export type AnonymousReportInput = z.infer<typeof anonymousReportSchema>;

/** A signed-in member may also report by address (the /report page): {url, reason, details?}. */
export const memberReportByUrlSchema = anonymousReportSchema.pick({ url: true, reason: true, details: true });
/** POST /api/reports when signed in: by id (the menus) or by address (the /report page). */
export const signedInReportSchema = z.union([memberReportSchema, memberReportByUrlSchema]);
export type SignedInReportInput = z.infer<typeof signedInReportSchema>;

/** POST /api/admin/reports/{id}/decide {action, reason, days?}. */
export const decisionSchema = z.object({
  action: z.enum(DECISION_ACTIONS, { error: `action must be one of ${DECISION_ACTIONS.join(", ")}` }),
  reason: adminReason,
  days: z.number({ error: "days must be a number" }).int("days must be a whole number").min(1, "days must be at least 1").max(365, "days must be at most 365").optional(),
});
export type DecisionInput = z.infer<typeof decisionSchema>;

/** POST /api/appeals {reportId, message}. */
export const appealSchema = z.object({
  reportId: z.uuid({ error: "reportId must be an id" }),
  /** the statement e-mail's token, for an author who cannot sign in (suspended, banned) */
  token: z.string({ error: "token must be text" }).max(100, "token is too long").optional(),
  message: z.string({ error: "A message is required" }).trim().min(3, "A message is required").max(3000, "The message is too long (3000 characters max)"),
});
export type AppealInput = z.infer<typeof appealSchema>;

/** POST /api/admin/appeals/{id}/decide {outcome, reason}. */
export const appealDecisionSchema = z.object({
  outcome: z.enum(APPEAL_OUTCOMES, { error: "outcome must be upheld or overturned" }),
  reason: adminReason,
});
export type AppealDecisionInput = z.infer<typeof appealDecisionSchema>;

/** POST /api/admin/users/{id}/status {status, reason, days?}. */
export const accountStatusSchema = z.object({
  status: z.enum(ACCOUNT_STATUSES, { error: `status must be one of ${ACCOUNT_STATUSES.join(", ")}` }),
  reason: adminReason,
  days: z.number({ error: "days must be a number" }).int("days must be a whole number").min(1, "days must be at least 1").max(365, "days must be at most 365").optional(),
});
export type AccountStatusInput = z.infer<typeof accountStatusSchema>;

const page = z.coerce.number({ error: "page must be a number" }).int().min(1, "page must be at least 1").max(100000).default(1);
const limit = z.coerce.number({ error: "limit must be a number" }).int().min(1).default(20).transform((n) => Math.min(n, 50));
const q = z.string().trim().max(200).optional();

/** GET /api/admin/reports?status=open|decided&q&page&limit (open: oldest first). */
export const reportQueueQuerySchema = z.object({
  status: z.enum(["open", "decided"], { error: "status must be open or decided" }).default("open"),
  q,
  page,
  limit,
});
export type ReportQueueQuery = z.infer<typeof reportQueueQuerySchema>;

/** GET /api/admin/appeals?status=open|decided&q&page&limit. */
export const appealQueueQuerySchema = reportQueueQuerySchema;
export type AppealQueueQuery = ReportQueueQuery;

/** GET /api/admin/users?q&page&limit. */
export const memberSearchQuerySchema = z.object({ q, page, limit });
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;
