import { z } from "zod";
import { adminEraseSchema, deleteAccountSchema, restoreAccountSchema } from "@/shared/schemas/privacy";
import { successTrue } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Privacy rights";
const uuid = z.uuid();
const iso = z.string().describe("ISO 8601 time");
const ExportItem = z.object({
  _id: uuid,
  status: z.enum(["pending", "ready", "failed", "expired"]),
  createdAt: iso,
  expiresAt: iso.nullable(),
  url: z.string().optional().describe("the signed download link (only while ready and not expired)"),
});
const id = { id: { description: "the member's id" } };

export const privacyOperations: Operation[] = [
  {
    method: "DELETE",
    path: "/api/users/me",
    operationId: "deleteMyAccount",
    tag,
    summary: "Delete my account (after a grace period)",
    description: `At once: every session ends (401 everywhere, sockets closed), nothing of the member is shown (profile 404, out of
search, discover, feeds and the sitemap), subscriptions on both sides are cancelled without renewal, fans are told.
The account is erased \`ACCOUNT_DELETION_GRACE_DAYS\` (30) days later; until then \`POST /api/users/me/restore\`
undoes it. What erasure means: [privacy.md](privacy.md).`,
    auth: "bearer",
    body: { json: deleteAccountSchema },
    answers: [{ status: 202, description: "scheduled", schema: z.object({ success: successTrue, deletionScheduledFor: iso }) }],
    errors: {
      400: "invalid body",
      401: "not signed in, or a wrong two-factor code",
      403: "`WRONG_PASSWORD` (nothing happens), `TWO_FACTOR_CODE_REQUIRED`, `ADMIN_ACCOUNT_NOT_DELETABLE`",
      429: "past 10 attempts per 15 minutes",
    },
  },
  {
    method: "POST",
    path: "/api/users/me/restore",
    operationId: "restoreMyAccount",
    tag,
    summary: "Undo a deletion within its grace period (no token)",
    description: "Brings the account back as it was: shown again, the subscriptions the deletion paused running again. Then sign in as usual.",
    auth: "none",
    body: { json: restoreAccountSchema },
    answers: [{ status: 200, description: "restored", schema: z.object({ success: successTrue, restored: z.literal(true) }) }],
    errors: { 400: "invalid body", 401: "`RESTORE_REFUSED`: wrong e-mail or password, or no deletion to undo", 429: "too many attempts" },
  },
  {
    method: "POST",
    path: "/api/users/me/export",
    operationId: "requestDataExport",
    tag,
    summary: "Ask for a copy of my data (a ZIP)",
    description: `A job writes the ZIP (\`profile.json\`, \`subscriptions.json\`, \`payments.json\`, \`messages.json\`,
\`comments.json\`, \`notifications.json\`, \`sessions.json\`, and for a creator \`posts.json\` with the media files);
the member gets a notification and an e-mail with the link. Another member appears by public name only.`,
    auth: "bearer",
    answers: [{ status: 202, description: "asked", schema: z.object({ success: successTrue, exportId: uuid }) }],
    errors: { 429: "`EXPORT_LIMIT_REACHED`: one a day; `nextExportAt` (and `Retry-After`) says when the next is possible" },
  },
  {
    method: "GET",
    path: "/api/users/me/exports",
    operationId: "listDataExports",
    tag,
    summary: "My data exports",
    auth: "bearer",
    answers: [{ status: 200, description: "newest first", schema: z.object({ success: successTrue, exports: z.array(ExportItem), nextExportAt: iso.nullable() }) }],
  },
  {
    method: "GET",
    path: "/api/users/me/exports/{id}/download",
    operationId: "downloadDataExport",
    tag,
    summary: "Download an export through its signed link",
    description: "The link (`?exp&sig`, HMAC like the media links) is valid until the export expires (`DATA_EXPORT_TTL_DAYS`, 7 days); no token needed.",
    auth: "none",
    params: { id: { description: "the export's id" } },
    answers: [{ status: 200, description: "the ZIP, streamed", contentType: "application/zip" }],
    errors: { 403: "`EXPORT_LINK_INVALID`: altered or expired link", 404: "expired or unknown export" },
  },
  {
    method: "POST",
    path: "/api/admin/users/{id}/erase",
    operationId: "adminEraseMember",
    tag,
    summary: "Erase a member's account at once (verified legal request)",
    description: "Same effects as the erasure after the grace period; audited (`privacy.erase`, the reason, ids only).",
    auth: "admin",
    params: id,
    body: { json: adminEraseSchema },
    answers: [{ status: 200, description: "erased", schema: z.object({ success: successTrue, erasedAt: iso }) }],
    errors: { 400: "missing reason", 404: "unknown member", 409: "already erased" },
  },
  {
    method: "POST",
    path: "/api/admin/users/{id}/export",
    operationId: "adminExportMember",
    tag,
    summary: "Make a data export for a member (a request by e-mail or letter)",
    description: "Audited (`privacy.export`); not counted in the member's one-a-day limit; not mailed to the member.",
    auth: "admin",
    params: id,
    answers: [{ status: 202, description: "asked", schema: z.object({ success: successTrue, exportId: uuid }) }],
    errors: { 404: "unknown member", 409: "the account is erased" },
  },
  {
    method: "GET",
    path: "/api/admin/users/{id}/exports",
    operationId: "adminMemberExports",
    tag,
    summary: "A member's data exports, with their download links",
    auth: "admin",
    params: id,
    answers: [{ status: 200, description: "newest first", schema: z.object({ success: successTrue, exports: z.array(ExportItem.extend({ byAdmin: z.boolean() })) }) }],
    errors: { 404: "unknown member" },
  },
];
