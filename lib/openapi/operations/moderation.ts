import { z } from "zod";
import { AdminTakedown, AuditEntry, PostReview } from "@/shared/answers/moderation";
import {
  adminReviewListQuerySchema,
  adminTakedownListQuerySchema,
  auditLogQuerySchema,
  counterNoticeSchema,
  reviewRejectSchema,
  takedownDecisionSchema,
  takedownNoticeSchema,
  takedownRestoreSchema,
  trustSchema,
} from "@/shared/schemas/moderation";
import { ListPagination, successTrue } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Review and takedowns";
const uuid = z.string().meta({ format: "uuid" });
const time = z.string().meta({ format: "date-time" });
const postId = { postId: { description: "the post's id" } };
const takedownId = { id: { description: "the notice's id" } };
const reviewAnswer = z.object({ success: successTrue, review: PostReview });
const takedownAnswer = z.object({ success: successTrue, takedown: AdminTakedown });

export const moderationOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/admin/reviews",
    operationId: "listReviews",
    tag,
    summary: "The review queue (admin)",
    description: `\`status\` pending (default: oldest first), approved or rejected (newest decision first); \`q\` searches the
post's title and text and its author's username, e-mail and names. Each review holds the post (every status)
with its media as short-lived signed links, and its author (\`trusted\`, \`repeatInfringer\`). \`counts\`: the
pending reviews and open takedown notices (the dashboard's figures, \`reviewCounts\` in lib/review/counts.ts).`,
    auth: "admin",
    query: adminReviewListQuerySchema,
    answers: [
      {
        status: 200,
        description: "a page of reviews",
        schema: z.object({
          success: successTrue,
          reviews: z.array(PostReview),
          counts: z.object({ pendingReviews: z.number().int(), openTakedowns: z.number().int() }),
          pagination: ListPagination,
        }),
      },
    ],
    errors: { 400: "an unknown status, or a page or limit that is not a number" },
  },
  {
    method: "POST",
    path: "/api/admin/reviews/{postId}/approve",
    operationId: "approveReview",
    tag,
    summary: "Approve a post of the review queue (admin)",
    description: `A waiting post (\`pre\`) is published now (\`publishedAt\` = now), its author is told and its author's
subscribers get the usual \`new_post\` notification; a sampled post just closes its check. Once (409 after).`,
    auth: "admin",
    params: postId,
    answers: [{ status: 200, description: "the decided review", schema: reviewAnswer }],
    errors: { 404: "no review for this post", 409: "already decided" },
  },
  {
    method: "POST",
    path: "/api/admin/reviews/{postId}/reject",
    operationId: "rejectReview",
    tag,
    summary: "Reject a post of the review queue (admin)",
    description: `A waiting post becomes \`rejected\`; a sampled (published) post is taken down (\`removed\`). The reason is
kept on the post (\`moderationReason\`) and sent verbatim to the author (a \`system\` notification and an
e-mail in their language). Once (409 after).`,
    auth: "admin",
    params: postId,
    body: { json: reviewRejectSchema },
    answers: [{ status: 200, description: "the decided review", schema: reviewAnswer }],
    errors: { 400: "no reason, or one too long", 404: "no review for this post", 409: "already decided" },
  },
  {
    method: "POST",
    path: "/api/admin/users/{id}/trust",
    operationId: "setCreatorTrusted",
    tag,
    summary: "Mark a creator trusted, or take the trust back (admin)",
    description: "Trusted creators' posts publish at once (and are sampled afterwards); the others' wait for review under `MODERATION_MODE=pre`. Audited (`user.trust`, `user.untrust`).",
    auth: "admin",
    params: { id: { description: "the member's id" } },
    body: { json: trustSchema },
    answers: [
      {
        status: 200,
        description: "the member's trust",
        schema: z.object({ success: successTrue, user: z.object({ _id: uuid, username: z.string(), trusted: z.boolean(), trustedAt: time.nullable() }) }),
      },
    ],
    errors: { 400: "`trusted` is not a boolean", 404: "unknown member" },
  },
  {
    method: "POST",
    path: "/api/takedowns",
    operationId: "fileTakedown",
    tag,
    summary: "File a copyright takedown notice (anyone)",
    description: `No sign-in needed; 5 notices per hour per client. \`urls\` (1 to 20): this site's addresses of a profile
(\`[/{locale}]/profile/{username}\`) or a post (\`[/{locale}]/profile/{username}?post={postId}\` or
\`[/{locale}]/posts/{postId}\`); anything else is 400 with field errors \`urls.{i}\`. \`statement\` must be
\`true\` (the sworn statement), \`signature\` the claimant's full name. The answer's \`reference\` is what the
claimant quotes; the outcome is e-mailed to \`email\`.`,
    auth: "none",
    body: { json: takedownNoticeSchema },
    answers: [
      {
        status: 201,
        description: "the notice was received",
        schema: z.object({
          success: successTrue,
          reference: z.string(),
          message: z.string(),
          takedown: z.object({ _id: uuid, reference: z.string(), status: z.literal("open"), createdAt: time }),
        }),
      },
    ],
    errors: { 400: "invalid fields (field errors), or addresses that are not this site's posts or profiles", 429: "too many notices" },
  },
  {
    method: "POST",
    path: "/api/takedowns/{id}/counter-notice",
    operationId: "fileCounterNotice",
    tag,
    summary: "Answer a takedown with a counter-notice (the affected creator)",
    description: `Only a creator whose content the notice took down, once; the claimant is e-mailed the counter-notice and an
admin may then restore the content. Anyone else gets 404.`,
    auth: "bearer",
    params: takedownId,
    body: { json: counterNoticeSchema },
    answers: [
      {
        status: 201,
        description: "the counter-notice was recorded",
        schema: z.object({
          success: successTrue,
          takedown: z.object({ _id: uuid, reference: z.string(), counterNotice: z.object({ message: z.string(), signature: z.string(), at: time }) }),
        }),
      },
    ],
    errors: { 400: "invalid fields", 404: "no such notice against the viewer's content", 409: "nothing was taken down, or a counter-notice was already sent", 429: "too many counter-notices" },
  },
  {
    method: "GET",
    path: "/api/admin/takedowns",
    operationId: "listTakedowns",
    tag,
    summary: "The takedown queue (admin)",
    description: `\`status\` open (default: oldest first), removed, rejected or restored (newest decision first); \`q\` searches the
reference, the claimant, the description, the URLs and the named posts' titles. Each notice lists what its
URLs name (creator, post) and \`repeatInfringer\` when a named creator has 2 or more upheld notices.`,
    auth: "admin",
    query: adminTakedownListQuerySchema,
    answers: [
      { status: 200, description: "a page of notices", schema: z.object({ success: successTrue, takedowns: z.array(AdminTakedown), pagination: ListPagination }) },
    ],
    errors: { 400: "an unknown status, or a page or limit that is not a number" },
  },
  {
    method: "POST",
    path: "/api/admin/takedowns/{id}/decide",
    operationId: "decideTakedown",
    tag,
    summary: "Uphold (remove) or reject a notice (admin)",
    description: `\`remove\`: the named posts are taken down (\`removed\`, the reason on the post) and each creator is told (a
\`system\` notification and an e-mail in their language, with the counter-notice link \`/dmca?counter={id}\`);
\`reject\`: nothing changes. The claimant is e-mailed the outcome. Once (409 after).`,
    auth: "admin",
    params: takedownId,
    body: { json: takedownDecisionSchema },
    answers: [{ status: 200, description: "the decided notice", schema: takedownAnswer }],
    errors: { 400: "an unknown action, or no reason", 404: "unknown notice", 409: "already decided" },
  },
  {
    method: "POST",
    path: "/api/admin/takedowns/{id}/restore",
    operationId: "restoreTakedown",
    tag,
    summary: "Restore content after a counter-notice (admin)",
    description: "The posts the notice took down are published again; the creator and the claimant are told. Only for an upheld notice with a counter-notice, once (409 otherwise).",
    auth: "admin",
    params: takedownId,
    body: { json: takedownRestoreSchema },
    answers: [{ status: 200, description: "the restored notice", schema: takedownAnswer }],
    errors: { 400: "no reason", 404: "unknown notice", 409: "no counter-notice, or not taken down" },
  },
  {
    method: "GET",
    path: "/api/admin/audit-log",
    operationId: "listAuditLog",
    tag,
    summary: "The audit log of admin actions (admin, read-only)",
    description: `Newest first. \`action\`: an exact verb (\`review.reject\`) or a family (\`takedown\`); \`actor\`: the admin's
username; \`q\`: a target id, or text of the action, target type or admin's name. Rows are never changed.`,
    auth: "admin",
    query: auditLogQuerySchema,
    answers: [{ status: 200, description: "a page of entries", schema: z.object({ success: successTrue, entries: z.array(AuditEntry), pagination: ListPagination }) }],
    errors: { 400: "a page or limit that is not a number" },
  },
];
