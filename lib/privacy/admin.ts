import { prisma } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/log";
import { conflict, notFound } from "@/lib/errors";
import { eraseAccount } from "@/lib/privacy/erase";
import { listExportsForAdmin, requestExport } from "@/lib/privacy/export";
import type { AdminEraseInput } from "@/shared/schemas/privacy";
import { z } from "@/shared/zod";

// Requests made by e-mail or letter (issue 26 point 4): an admin erases an account at once (a
// verified legal request: no grace) or makes an export for a member. Both are audited with the
// reason and ids only: the audit log is never changed, so it must never hold a member's personal data.

async function memberRow(id: string) {
  if (!z.uuid().safeParse(id).success) throw notFound("USER_NOT_FOUND");
  const user = await prisma.user.findFirst({ where: { id, role: "MEMBER" }, select: { id: true, erasedAt: true } });
  if (!user) throw notFound("USER_NOT_FOUND");
  return user;
}

/** POST /api/admin/users/{id}/erase {reason}. */
export async function adminEraseMember(admin: AuditActor, id: string, input: AdminEraseInput, now = new Date()) {
  const user = await memberRow(id);
  if (user.erasedAt) throw conflict("ACCOUNT_ALREADY_ERASED");
  await eraseAccount(user.id, now, (tx) =>
    recordAudit(tx, admin, { action: "privacy.erase", targetType: "user", targetIds: [user.id], after: { reason: input.reason, erasedAt: now.toISOString() } }, now),
  );
  return { erasedAt: now.toISOString() };
}

/** POST /api/admin/users/{id}/export: 202 {exportId}; the admin downloads it from GET .../exports. */
export async function adminExportMember(admin: AuditActor, id: string, now = new Date()) {
  const user = await memberRow(id);
  if (user.erasedAt) throw conflict("ACCOUNT_ERASED");
  const result = await requestExport(user.id, now, admin.id);
  if (!("exportId" in result)) throw conflict("EXPORT_LIMIT_REACHED");
  await recordAudit(prisma, admin, { action: "privacy.export", targetType: "user", targetIds: [user.id, result.exportId] }, now);
  return result;
}

/** GET /api/admin/users/{id}/exports. */
export async function adminMemberExports(id: string) {
  const user = await memberRow(id);
  return { exports: await listExportsForAdmin(user.id) };
}
