import { prisma } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/log";
import { notFound } from "@/lib/errors";
import { z } from "@/shared/zod";

/**
 * POST /api/admin/users/{userId}/trust {trusted}: an admin marks a creator trusted (their posts
 * publish at once, a share of them sampled afterwards; lib/posts/publication.ts) or takes the
 * trust back. Setting the same value again keeps the first date. Audited.
 */
export async function setTrusted(admin: AuditActor, userId: string, trusted: boolean, now: Date) {
  if (!z.uuid().safeParse(userId).success) throw notFound("USER_NOT_FOUND");
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, username: true, trustedAt: true } });
    if (!user) throw notFound("USER_NOT_FOUND");
    const trustedAt = trusted ? (user.trustedAt ?? now) : null;
    await tx.user.update({ where: { id: userId }, data: { trustedAt } });
    await recordAudit(tx, admin, {
      action: trusted ? "user.trust" : "user.untrust",
      targetType: "user",
      targetIds: [user.id],
      before: { trusted: user.trustedAt !== null },
      after: { trusted },
    }, now);
    return { _id: user.id, username: user.username, trusted, trustedAt: trustedAt?.toISOString() ?? null };
  });
}
