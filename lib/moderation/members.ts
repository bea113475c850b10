import { prisma } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/log";
import { notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { applyAccountStatus } from "@/lib/moderation/account-status";
import { deliverAccountNotice, sendAfterCommit } from "@/lib/moderation/statement";
import { ADMIN_MEMBER_SELECT, adminMember, adminPage } from "@/lib/moderation/people";
import { DEFAULT_SUSPENSION_DAYS, type AccountStatusInput, type MemberSearchQuery } from "@/shared/schemas/reports";
import { z } from "@/shared/zod";

// The back office's members section: search, one member's reports, posts and payments, and the
// account measures taken outside a report (suspend, ban, restrict, restore).

/** GET /api/admin/users?q: members (not admins) whose username, name or e-mail contains q, newest first. */
export async function listMembers(q: MemberSearchQuery) {
  const where: Prisma.UserWhereInput = {
    role: "MEMBER",
    ...(q.q
      ? {
          OR: [
            { username: { contains: q.q, mode: "insensitive" } },
            { email: { contains: q.q, mode: "insensitive" } },
            { firstName: { contains: q.q, mode: "insensitive" } },
            { lastName: { contains: q.q, mode: "insensitive" } },
            { displayName: { contains: q.q, mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.user.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
      select: { ...ADMIN_MEMBER_SELECT, createdAt: true, subscriptionPrice: true },
    }),
    prisma.user.count({ where }),
  ]);
  const members = rows.map((u) => ({ ...adminMember(u), creator: u.subscriptionPrice !== null, createdAt: u.createdAt.toISOString() }));
  // `users`: the same list under the name of issue 26's contract (GET /api/admin/users?q= → {users})
  return { members, users: members, pagination: adminPage(q, total) };
}

const memberId = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw notFound("USER_NOT_FOUND");
  return id;
};

/** GET /api/admin/users/{id}: the member, the reports about them, their latest posts and payments. */
export async function getMember(id: string) {
  const user = await prisma.user.findFirst({ where: { id: memberId(id), role: "MEMBER" }, select: { ...ADMIN_MEMBER_SELECT, createdAt: true, subscriptionPrice: true } });
  if (!user) throw notFound("USER_NOT_FOUND");
  const [reports, posts, payments] = await Promise.all([
    prisma.report.findMany({ where: { targetAuthorId: id }, orderBy: [{ createdAt: "desc" }], take: 20 }),
    prisma.post.findMany({ where: { authorId: id }, orderBy: [{ publishedAt: "desc" }, { id: "desc" }], take: 20, select: { id: true, title: true, status: true, publishedAt: true, moderationReason: true } }),
    prisma.payment.findMany({
      where: { OR: [{ payerId: id }, { payeeId: id }] },
      orderBy: [{ createdAt: "desc" }],
      take: 20,
      select: { id: true, kind: true, amountCents: true, currency: true, status: true, payerId: true, createdAt: true },
    }),
  ]);
  return {
    member: { ...adminMember(user), creator: user.subscriptionPrice !== null, createdAt: user.createdAt.toISOString() },
    reports: reports.map((r) => ({
      _id: r.id,
      reference: r.reference,
      targetType: r.targetType,
      reason: r.reason,
      status: r.status,
      action: r.decisionAction,
      decisionReason: r.decisionReason,
      createdAt: r.createdAt.toISOString(),
    })),
    posts: posts.map((p) => ({ _id: p.id, title: p.title, status: p.status, publishedAt: p.publishedAt.toISOString(), moderationReason: p.moderationReason })),
    payments: payments.map((p) => ({
      _id: p.id,
      kind: p.kind,
      direction: p.payerId === id ? "paid" : "received",
      amountCents: p.amountCents,
      currency: p.currency,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

/** POST /api/admin/users/{id}/status: an account measure outside a report, audited; the member is told with the reason verbatim. */
export async function setMemberStatus(admin: AuditActor, id: string, input: AccountStatusInput, now: Date) {
  const { answer, mail } = await prisma.$transaction(async (tx) => {
    const user = await tx.user.findFirst({ where: { id: memberId(id), role: "MEMBER" }, select: { id: true, email: true, firstName: true, locale: true } });
    if (!user) throw notFound("USER_NOT_FOUND");
    const days = input.status === "suspended" ? (input.days ?? DEFAULT_SUSPENSION_DAYS) : null;
    const before = await applyAccountStatus(tx, user.id, input.status, days ?? undefined, now);
    await recordAudit(
      tx,
      admin,
      {
        action: "user.status",
        targetType: "user",
        targetIds: [user.id],
        before: before as Prisma.InputJsonObject,
        after: { accountStatus: input.status, reason: input.reason, ...(days ? { days } : {}) },
      },
      now,
    );
    const mail = await deliverAccountNotice(tx, user, input.status, days, input.reason);
    const row = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: ADMIN_MEMBER_SELECT });
    return { answer: adminMember(row), mail };
  });
  await sendAfterCommit([mail]);
  return answer;
}
