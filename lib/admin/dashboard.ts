import { sql } from "kysely";
import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { env } from "@/lib/env";
import { isCreatorSql } from "@/lib/users/creator";
import { moderationCounts } from "@/lib/moderation/counts";
import { reviewCounts } from "@/lib/review/counts";
import { verificationCounts } from "@/lib/identity/counts";
import type { DashboardCountsAnswer } from "@/shared/answers/back-office";

// The back office's dashboard (issue 19, point 10): the counts that matter, each opening its
// section. Each area counts its own queue (lib/moderation, lib/review, lib/identity).

export type DashboardCounts = DashboardCountsAnswer;

/** Midnight UTC of `now`'s day. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** GET /api/admin/dashboard */
export async function dashboardCounts(now: Date): Promise<DashboardCounts> {
  const today = startOfUtcDay(now);
  const [payouts, members, moderation, review, identity] = await Promise.all([
    prisma.payout.aggregate({ where: { status: "pending" }, _count: { _all: true }, _sum: { amountCents: true } }),
    kysely()
      .selectFrom("User as u")
      .where("u.createdAt", ">=", today)
      .where("u.createdAt", "<=", now)
      .where("u.role", "=", "MEMBER")
      .select([sql<number>`count(*)::int`.as("members"), sql<number>`(count(*) FILTER (WHERE ${isCreatorSql("u")}))::int`.as("creators")])
      .executeTakeFirstOrThrow(),
    moderationCounts(now),
    reviewCounts(now),
    verificationCounts(now),
  ]);
  const totalCents = payouts._sum.amountCents ?? 0;
  return {
    payoutsWaiting: { count: payouts._count._all, totalCents, total: totalCents / 100, currency: env().CURRENCY },
    newMembersToday: members.members,
    newCreatorsToday: members.creators,
    ...moderation,
    oldestOpenReportAt: moderation.oldestOpenReportAt?.toISOString() ?? null,
    ...review,
    ...identity,
    at: now.toISOString(),
  };
}
