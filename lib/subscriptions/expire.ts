import { sql, type SqlBool } from "kysely";
import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { lapsed, subscriptionRow } from "@/lib/access/subscription";
import { log } from "@/lib/log";
import { notifyMany } from "@/lib/notifications/notify";

const BATCH = 500;

/**
 * The lapsed subscriptions this job ends: all but those the renewal job renews (active with
 * autoRenew: lib/checkout/renewals.ts charges them, and ends them when it cannot).
 */
const notRenewing = (alias: string) => sql<SqlBool>`NOT (${sql.ref(`${alias}.status`)} = 'active' AND ${sql.ref(`${alias}.autoRenew`)})`;

/**
 * Flips active/cancelled subscriptions whose end date has passed, and that do not renew, to
 * expired and tells each subscriber. Access already stops at endDate (lib/access/subscription.ts); this is for the status
 * people see and for the notification. Each batch is one UPDATE ... RETURNING, so when several
 * server processes run the job at once a row is flipped, and notified, by exactly one of them.
 * Returns how many subscriptions were expired.
 */
export async function expireDueSubscriptions(now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const flipped = await prisma.$transaction(async (tx) => {
      // The status test is repeated outside the sub-select on purpose: PostgreSQL re-checks
      // the outer WHERE on a row another process changed meanwhile, so a row flipped by
      // another instance is skipped here (and SKIP LOCKED avoids waiting for it).
      const rows = await kysely(tx)
        .updateTable("Subscription")
        .set({ status: "expired", updatedAt: now })
        .where("id", "in", (qc) =>
          qc
            .selectFrom("Subscription as due")
            .select("due.id")
            .where(lapsed(subscriptionRow("due"), now))
            .where(notRenewing("due"))
            .orderBy("due.endDate")
            .limit(BATCH)
            .forUpdate()
            .skipLocked(),
        )
        .where(lapsed(subscriptionRow("Subscription"), now))
        .where(notRenewing("Subscription"))
        .returning(["id", "subscriberId", "creatorId"])
        .execute();
      if (rows.length === 0) return 0;
      const creators = await tx.user.findMany({
        where: { id: { in: [...new Set(rows.map((r) => r.creatorId))] } },
        select: { id: true, username: true },
      });
      const usernames = new Map(creators.map((c) => [c.id, c.username]));
      await notifyMany(
        rows.map((r) => {
          const username = usernames.get(r.creatorId) ?? "";
          return {
            recipientId: r.subscriberId,
            senderId: r.creatorId,
            priority: "normal" as const,
            template: "subscription_expired" as const,
            params: {},
            actionUrl: `/profile/${username}`,
          };
        }),
        tx,
      );
      return rows.length;
    });
    total += flipped;
    if (flipped < BATCH) break;
  }
  if (total > 0) log.info({ expired: total }, "subscriptions expired");
  return total;
}
