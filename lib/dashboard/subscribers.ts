import { sql } from "kysely";
import { kysely, type Db } from "@/lib/db/kysely";
import { bucketKey } from "@/lib/payments/earnings";
import { countSubscribers } from "@/lib/subscriptions/counts";
import { SUBSCRIBER_EVENTS, type DashboardAnswer, type SubscriberEvent } from "@/shared/answers/dashboard";
import type { Buckets } from "./buckets";

type Counts = Record<SubscriberEvent, number>;
const zero = (): Counts => ({ new: 0, renewed: 0, cancelled: 0, expired: 0 });

/** Subscription charges that went through (a later refund does not unmake the event). */
const WENT_THROUGH = ["succeeded", "refunded", "charged_back"] as const;

/**
 * A creator's subscription events per bucket (docs/decisions/064-creator-dashboard-figures.md), in
 * one statement, each source read through an index of its own:
 *  - new: a first subscription charge (Payment, not a renewal; payeeId, createdAt) or a free trial
 *    claimed (TrialClaim through the creator's TrialLink rows);
 *  - renewed: a renewal charge (Payment.renewal);
 *  - cancelled: Subscription.cancelledAt (creatorId first in its index);
 *  - expired: a subscription whose status is expired, at its endDate (creatorId, status, endDate).
 * `active` is the access rule's count now (lib/subscriptions/counts.ts).
 */
export async function subscriberFigures(creatorId: string, b: Buckets, now: Date, db?: Db): Promise<DashboardAnswer["subscribers"]> {
  const k = kysely(db);
  const at = (ref: string) => sql<Date>`${sql.ref(ref)}`;
  const events = k
    .selectFrom("Payment as p")
    .select([sql<string>`CASE WHEN ${sql.ref("p.renewal")} THEN 'renewed' ELSE 'new' END`.as("event"), at("p.createdAt").as("at")])
    .where("p.payeeId", "=", creatorId)
    .where("p.kind", "=", "subscription")
    .where("p.status", "in", [...WENT_THROUGH])
    .where("p.createdAt", ">=", b.start)
    .where("p.createdAt", "<", b.end)
    .unionAll(
      k
        .selectFrom("TrialClaim as c")
        .innerJoin("TrialLink as l", "l.id", "c.trialLinkId")
        .select([sql<string>`'new'`.as("event"), at("c.claimedAt").as("at")])
        .where("l.creatorId", "=", creatorId)
        .where("c.claimedAt", ">=", b.start)
        .where("c.claimedAt", "<", b.end),
    )
    .unionAll(
      k
        .selectFrom("Subscription as s")
        .select([sql<string>`'cancelled'`.as("event"), at("s.cancelledAt").as("at")])
        .where("s.creatorId", "=", creatorId)
        .where("s.cancelledAt", ">=", b.start)
        .where("s.cancelledAt", "<", b.end),
    )
    .unionAll(
      k
        .selectFrom("Subscription as s")
        .select([sql<string>`'expired'`.as("event"), at("s.endDate").as("at")])
        .where("s.creatorId", "=", creatorId)
        .where("s.status", "=", "expired")
        .where("s.endDate", ">=", b.start)
        .where("s.endDate", "<", b.end),
    );
  const [rows, active] = await Promise.all([
    k
      .selectFrom(events.as("ev"))
      .select([bucketKey(b.unit, sql.ref("ev.at")).as("bucket"), "ev.event", sql<number>`count(*)::int`.as("n")])
      .groupBy(sql`1, 2`)
      .execute(),
    countSubscribers(creatorId, now, db),
  ]);
  const byBucket = new Map(b.keys.map((key) => [key, zero()]));
  const totals = zero();
  for (const r of rows) {
    const event = r.event as SubscriberEvent;
    const point = byBucket.get(r.bucket);
    if (!point || !SUBSCRIBER_EVENTS.includes(event)) continue;
    point[event] += r.n;
    totals[event] += r.n;
  }
  return { active, totals, points: b.keys.map((date) => ({ date, ...byBucket.get(date)! })) };
}
