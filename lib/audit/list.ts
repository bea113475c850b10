import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AuditEntryAnswer } from "@/shared/answers/moderation";
import type { AuditLogQuery } from "@/shared/schemas/moderation";

/**
 * GET /api/admin/audit-log: the admin actions, newest first (read-only; rows are never changed).
 * `action`: an exact verb ("review.reject") or a family ("review" or "review."); `actor`: the
 * admin's username; `q`: a target id, or text of the action, target type or admin's name.
 */
export async function listAuditLog(query: AuditLogQuery) {
  const and: Prisma.AuditLogWhereInput[] = [];
  if (query.action) {
    const family = query.action.replace(/\.$/, "");
    and.push({ OR: [{ action: query.action }, { action: { startsWith: `${family}.` } }] });
  }
  if (query.actor) and.push({ actorName: { equals: query.actor, mode: "insensitive" } });
  if (query.q) {
    const has = { contains: query.q, mode: "insensitive" as const };
    and.push({ OR: [{ targetIds: { has: query.q.toLowerCase() } }, { action: has }, { targetType: has }, { actorName: has }] });
  }
  const where: Prisma.AuditLogWhereInput = and.length ? { AND: and } : {};
  const [rows, total] = await Promise.all([
    prisma.auditLog.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (query.page - 1) * query.limit, take: query.limit }),
    prisma.auditLog.count({ where }),
  ]);
  const entries: AuditEntryAnswer[] = rows.map((r) => ({
    _id: r.id,
    actor: { _id: r.actorId, username: r.actorName },
    action: r.action,
    targetType: r.targetType,
    targetIds: r.targetIds,
    before: r.before ?? null,
    after: r.after ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { entries, pagination: { total, pages: Math.ceil(total / query.limit), page: query.page, limit: query.limit } };
}
