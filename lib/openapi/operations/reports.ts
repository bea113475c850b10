import { z } from "zod";
import { time, uuid } from "@/shared/answers/common";
import {
  accountStatusSchema,
  anonymousReportSchema,
  appealDecisionSchema,
  appealQueueQuerySchema,
  appealSchema,
  decisionSchema,
  signedInReportSchema,
  memberSearchQuerySchema,
  reportQueueQuerySchema,
} from "@/shared/schemas/reports";
import { ListPagination, successTrue } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Reports and appeals";
const adminTag = "Back office: moderation and members";
const idParam = { id: { description: "the id", schema: uuid } };

const ReportCreated = z
  .object({ _id: uuid, reference: z.string().meta({ example: "R-7K2F9Q" }), status: z.literal("open"), held: z.boolean(), createdAt: time })
  .meta({ id: "ReportCreated" });

const AdminMember = z
  .object({
    _id: uuid,
    username: z.string(),
    name: z.string(),
    email: z.string(),
    accountStatus: z.enum(["active", "restricted", "suspended", "banned"]),
    suspendedUntil: time.nullable(),
    hidden: z.boolean().meta({ description: "profile and content hidden by moderation" }),
    trusted: z.boolean(),
  })
  .meta({ id: "ModerationMember" });

const Decision = z.object({ action: z.string().nullable(), reason: z.string().nullable(), days: z.number().int().nullable(), decidedAt: time.nullable(), decidedById: uuid.nullable() });

const ReportContent = z
  .object({
    type: z.enum(["post", "comment", "message", "user"]),
    exists: z.boolean(),
    title: z.string().optional(),
    text: z.string().optional(),
    status: z.string().optional(),
    hidden: z.boolean().optional(),
    postId: uuid.optional(),
    media: z
      .array(
        z.object({
          type: z.string(),
          mimeType: z.string(),
          url: z.string().meta({ description: "signed, short-lived (a video's: its HLS master playlist, decision 077)" }),
          poster: z.string().nullable().meta({ description: "a video's poster (signed); null for a photo" }),
        }),
      )
      .optional(),
  })
  .meta({ id: "ReportContent" });

const HistoryItem = z.object({
  _id: uuid,
  reference: z.string(),
  targetType: z.string(),
  reason: z.string(),
  status: z.enum(["open", "decided"]),
  action: z.string().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: time,
  decidedAt: time.nullable(),
});

const QueuedReport = z
  .object({
    _id: uuid,
    reference: z.string(),
    targetType: z.string(),
    targetId: uuid,
    reason: z.string(),
    details: z.string().nullable(),
    reporterEmail: z.string().nullable(),
    held: z.boolean(),
    status: z.enum(["open", "decided"]),
    decision: Decision.nullable(),
    appeal: z.object({ _id: uuid, status: z.string(), outcome: z.string().nullable() }).nullable(),
    createdAt: time,
    reporter: AdminMember.nullable(),
    content: ReportContent,
    author: AdminMember.nullable(),
    hashMatch: z
      .object({
        listId: uuid,
        listName: z.string(),
        distance: z.number().int().meta({ description: "bits between the upload's PDQ hash and the listed one (0-31)" }),
        pdq: z.string(),
        file: z.string().meta({ description: "GET it (admin) for the quarantined upload as it was sent" }),
      })
      .nullable()
      .meta({ description: "a report the platform opened because an upload matched a known-abuse hash list" }),
    authorHistory: z.object({ total: z.number().int(), recent: z.array(HistoryItem) }),
  })
  .meta({ id: "QueuedReport" });

const DecidedReport = z
  .object({ _id: uuid, reference: z.string(), status: z.literal("decided"), action: z.string(), reason: z.string(), days: z.number().int().nullable(), decidedAt: time })
  .meta({ id: "DecidedReport" });

const Appeal = z
  .object({
    _id: uuid,
    reportId: uuid,
    message: z.string(),
    status: z.enum(["open", "decided"]),
    outcome: z.enum(["upheld", "overturned"]).nullable(),
    decisionReason: z.string().nullable(),
    decidedAt: time.nullable(),
    createdAt: time,
  })
  .meta({ id: "Appeal" });

const QueuedAppeal = Appeal.extend({
  author: AdminMember.nullable(),
  report: z.object({
    _id: uuid,
    reference: z.string(),
    targetType: z.string(),
    targetId: uuid,
    reason: z.string(),
    action: z.string().nullable(),
    decisionReason: z.string().nullable(),
    decidedAt: time.nullable(),
  }),
}).meta({ id: "QueuedAppeal" });

const MemberListItem = AdminMember.extend({ creator: z.boolean(), createdAt: time });

export const reportOperations: Operation[] = [
  {
    method: "POST",
    path: "/api/reports",
    operationId: "createReport",
    tag,
    summary: "Report a post, comment, message or profile",
    description: `Signed in: \`{targetType: post|comment|message|user, targetId, reason, details?}\`; the reporter must be able
to see the target (anything they cannot see is 404, as if it did not exist); their own content is 400
\`own_content\`. A member may also report by address, \`{url, reason, details?}\` (as below). Anonymous (the \`/report\` page): \`{url, reason, details?, email, locale?}\`, where \`url\` is the address
of a post (its id anywhere in it) or a profile (\`…/profile/{username}\`); the outcome goes to \`email\` in \`locale\`.
Reasons: underage, non-consensual, illegal, impersonation, spam, harassment, copyright, other; \`underage\` and
\`non-consensual\` hide the content at once pending review (\`held: true\`). The answer carries the short
\`reference\` shown to the reporter, who is told the outcome once decided (notification, or e-mail).
Rate limited: 30 an hour per member, 5 per 10 minutes per anonymous client.`,
    auth: "optional",
    body: { json: signedInReportSchema, description: `signed in; anonymous: ${Object.keys(anonymousReportSchema.shape).join(", ")}` },
    answers: [{ status: 201, description: "the report", schema: z.object({ success: successTrue, report: ReportCreated }) }],
    errors: { 400: "invalid input, or own_content", 404: "no such target, or one the reporter cannot see", 429: "too many reports" },
  },
  {
    method: "POST",
    path: "/api/appeals",
    operationId: "createAppeal",
    tag,
    summary: "Appeal a moderation decision (once)",
    description: `Only the author of the decided content, once per decision: a second appeal is 409 \`appeal_exists\`.
An author who cannot sign in (suspended, banned) sends the \`token\` of the statement e-mail's link instead of a session.
A dismissed or undecided report: 400 \`not_appealable\`. Someone else's or unknown: 404.`,
    auth: "optional",
    body: { json: appealSchema },
    answers: [{ status: 201, description: "the appeal", schema: z.object({ success: successTrue, appeal: Appeal }) }],
    errors: { 400: "invalid input, or not_appealable", 401: "neither signed in nor a token", 404: "unknown decision, not the viewer's, or a wrong token", 409: "appeal_exists", 429: "too many appeals" },
  },
  {
    method: "GET",
    path: "/api/admin/reports",
    operationId: "listReports",
    tag: adminTag,
    summary: "The moderation queue (admin)",
    description: `Open reports oldest first (decided ones newest first), each with the reported content as it is now
(media through signed, short-lived links), its author and the author's history (earlier reports about them
and their decisions). \`q\` searches the reference, reason, details and reporter e-mail.`,
    auth: "admin",
    query: reportQueueQuerySchema,
    answers: [{ status: 200, description: "a page of reports", schema: z.object({ success: successTrue, reports: z.array(QueuedReport), pagination: ListPagination }) }],
  },
  {
    method: "POST",
    path: "/api/admin/reports/{id}/decide",
    operationId: "decideReport",
    tag: adminTag,
    summary: "Decide a report (admin)",
    description: `\`dismiss\` (a hold is lifted), \`remove\` (post removed; comment, message or profile hidden), \`restrict\`
(removed, and the author is left out of discovery and search), \`suspend\` (removed, and the account suspended
for \`days\`, default 7: no sign-in, sessions ended, nothing of theirs shown), \`ban\` (the same for good, and
subscriptions to them stop renewing). Effective at once everywhere. The author receives a statement of reasons
in their language (notification and e-mail), quoting \`reason\` verbatim, with the rule and how to appeal; the
reporter is told the outcome. Recorded in the audit log. Once: 409 \`report_decided\`. The photos of a post or
message taken down for \`underage\` or \`non-consensual\` join the internal hash list of that reason, so the same
picture uploaded again is refused (422 \`MEDIA_BLOCKED\`).`,
    auth: "admin",
    params: idParam,
    body: { json: decisionSchema },
    answers: [{ status: 200, description: "the decision", schema: z.object({ success: successTrue, report: DecidedReport }) }],
    errors: { 400: "invalid input", 404: "unknown report", 409: "report_decided" },
  },
  {
    method: "GET",
    path: "/api/admin/reports/{id}/quarantined-file",
    operationId: "quarantinedFile",
    tag: adminTag,
    summary: "The upload a known-abuse match kept (admin)",
    description: "The file as it was sent, for a report the platform opened on a hash-list match (`hashMatch` in the queue). Quarantined files are never served by `/api/media` or `/api/images`.",
    auth: "admin",
    params: idParam,
    answers: [{ status: 200, description: "the file", contentType: "application/octet-stream" }],
    errors: { 404: "unknown report, or no quarantined file" },
  },
  {
    method: "GET",
    path: "/api/admin/appeals",
    operationId: "listAppeals",
    tag: adminTag,
    summary: "The appeal queue (admin)",
    description: "Open appeals oldest first (decided ones newest first), each with the decision appealed and its author.",
    auth: "admin",
    query: appealQueueQuerySchema,
    answers: [{ status: 200, description: "a page of appeals", schema: z.object({ success: successTrue, appeals: z.array(QueuedAppeal), pagination: ListPagination }) }],
  },
  {
    method: "POST",
    path: "/api/admin/appeals/{id}/decide",
    operationId: "decideAppeal",
    tag: adminTag,
    summary: "Decide an appeal (admin)",
    description: `\`upheld\`: the decision stands; \`overturned\`: what it took away is restored (the post republished, the
comment, message or profile shown, the account status and stopped renewals given back). The author is told,
with \`reason\` verbatim. Audited. Once: 409 \`appeal_decided\`.`,
    auth: "admin",
    params: idParam,
    body: { json: appealDecisionSchema },
    answers: [
      {
        status: 200,
        description: "the outcome",
        schema: z.object({ success: successTrue, appeal: z.object({ _id: uuid, status: z.literal("decided"), outcome: z.enum(["upheld", "overturned"]), reason: z.string(), decidedAt: time }) }),
      },
    ],
    errors: { 400: "invalid input", 404: "unknown appeal", 409: "appeal_decided" },
  },
  {
    method: "GET",
    path: "/api/admin/users",
    operationId: "listMembers",
    tag: adminTag,
    summary: "Search members (admin)",
    description: "Members (not admins) whose username, name or e-mail contains `q`, newest first.",
    auth: "admin",
    query: memberSearchQuerySchema,
    answers: [{ status: 200, description: "a page of members", schema: z.object({ success: successTrue, members: z.array(MemberListItem), users: z.array(MemberListItem).describe("the same list (issue 26's name)"), pagination: ListPagination }) }],
  },
  {
    method: "GET",
    path: "/api/admin/users/{id}",
    operationId: "getMember",
    tag: adminTag,
    summary: "One member: reports, posts, payments (admin)",
    auth: "admin",
    params: idParam,
    answers: [
      {
        status: 200,
        description: "the member",
        schema: z.object({
          success: successTrue,
          member: MemberListItem,
          reports: z.array(z.object({ _id: uuid, reference: z.string(), targetType: z.string(), reason: z.string(), status: z.string(), action: z.string().nullable(), decisionReason: z.string().nullable(), createdAt: time })),
          posts: z.array(z.object({ _id: uuid, title: z.string(), status: z.string(), publishedAt: time, moderationReason: z.string().nullable() })),
          payments: z.array(
            z.object({ _id: uuid, kind: z.string(), direction: z.enum(["paid", "received"]), amountCents: z.number().int(), currency: z.string(), status: z.string(), createdAt: time }),
          ),
        }),
      },
    ],
    errors: { 404: "unknown member" },
  },
  {
    method: "POST",
    path: "/api/admin/users/{id}/status",
    operationId: "setMemberStatus",
    tag: adminTag,
    summary: "Suspend, ban, restrict or restore a member (admin)",
    description: `The same measures as a report's decision (suspended: \`days\`, default 7), outside a report. The member
is told in their language with \`reason\` verbatim. Audited.`,
    auth: "admin",
    params: idParam,
    body: { json: accountStatusSchema },
    answers: [{ status: 200, description: "the member", schema: z.object({ success: successTrue, member: AdminMember }) }],
    errors: { 400: "invalid input", 404: "unknown member" },
  },
];
