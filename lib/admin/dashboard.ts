import { sql } from "kysely";
import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { env } from "@/lib/env";
import { isCreatorSql } from "@/lib/users/creator";
import type { DashboardCountsAnswer } from "@/shared/answers/back-office";

// The back office's dashboard (issue 19, point 10): the counts that matter, each opening its
// section. The moderation figures (reports, appeals, reviews, takedowns, verifications, age
// checks) are optional: their areas fill them in here when they exist; a card shows only when
// its figure is present.

export type DashboardCounts = DashboardCountsAnswer;

/** Midnight UTC of `now`'s day. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** GET /api/admin/dashboard */
export async function dashboardCounts(now: Date): Promise<DashboardCounts> {
  const today = startOfUtcDay(now);
  const [payouts, members] = await Promise.all([
    prisma.payout.aggregate({ where: { status: "pending" }, _count: { _all: true }, _sum: { amountCents: true } }),
    kysely()
      .selectFrom("User as u")
      .where("u.createdAt", ">=", today)
      .where("u.createdAt", "<=", now)
      .where("u.role", "=", "MEMBER")
      .select([sql<number>`count(*)::int`.as("members"), sql<number>`(count(*) FILTER (WHERE ${isCreatorSql("u")}))::int`.as("creators")])
      .executeTakeFirstOrThrow(),
  ]);
  const totalCents = payouts._sum.amountCents ?? 0;
  return {
    payoutsWaiting: { count: payouts._count._all, totalCents, total: totalCents / 100, currency: env().CURRENCY },
    newMembersToday: members.members,
    newCreatorsToday: members.creators,
    at: now.toISOString(),
  };
}
