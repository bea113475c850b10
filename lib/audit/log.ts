import { prisma, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The admin who acted, as the route handler resolved it (requireAdmin). */
export type AuditActor = { id: string; username: string };

export type AuditEntry = {
  /** dotted verb: "report.decide", "verification.approve", "payout.decide", "category.create" ... */
  action: string;
  /** the kind of thing touched: "report", "post", "user", "payout", "category" ... */
  targetType: string;
  /** the ids of everything the action touched (the report and its post, say) */
  targetIds: string[];
  /** the state before and after, as the admin would want to read it later (small objects, no secrets) */
  before?: Prisma.InputJsonValue | null;
  after?: Prisma.InputJsonValue | null;
};

/**
 * THE way an admin action is recorded: one row of AuditLog, written in the same transaction as
 * the action (pass its `tx`), so an action that rolls back leaves no record and a recorded action
 * happened. Rows are never changed or deleted (a trigger refuses it; migration audit_log).
 */
export async function recordAudit(db: Tx | typeof prisma, actor: AuditActor, entry: AuditEntry, at: Date = new Date()): Promise<void> {
  await db.auditLog.create({
    data: {
      actorId: actor.id,
      actorName: actor.username,
      action: entry.action,
      targetType: entry.targetType,
      targetIds: entry.targetIds,
      before: entry.before ?? undefined,
      after: entry.after ?? undefined,
      createdAt: at,
    },
  });
}
