import { sql } from "kysely";
import type { Db } from "@/lib/db/kysely";
import { amountOf, bucketKey, creatorEntries, earningKindSql, isEarning } from "@/lib/payments/earnings";
import { EARNING_KINDS, type DashboardAnswer, type EarningKind } from "@/shared/answers/dashboard";
import type { Buckets } from "./buckets";

type Cents = Record<EarningKind, number>;
const zero = (): Cents => ({ subscription: 0, tip: 0, post: 0, message: 0 });
const asAmounts = (c: Cents) => ({ subscription: amountOf(c.subscription), tip: amountOf(c.tip), post: amountOf(c.post), message: amountOf(c.message) });

/**
 * Net earned per bucket and kind, from the ledger as lib/payments/earnings.ts defines an earning
 * (isEarning: the creator's part of charges, less refunds and chargebacks) and what it was for
 * (earningKindSql), in one grouped statement on the creator's ledger index.
 */
export async function earningFigures(creatorId: string, b: Buckets, db?: Db): Promise<DashboardAnswer["earnings"]> {
  const rows = await creatorEntries(db, creatorId)
    .leftJoin("Payment as p", "p.id", "e.paymentId")
    .where("e.account", "=", "creator_balance")
    .where(isEarning)
    .where("e.createdAt", ">=", b.start)
    .where("e.createdAt", "<", b.end)
    .select([bucketKey(b.unit, sql.ref("e.createdAt")).as("bucket"), earningKindSql.as("kind"), sql<bigint>`SUM(${sql.ref("e.amountCents")})::bigint`.as("net")])
    .groupBy(sql`1, 2`)
    .execute();
  const byBucket = new Map(b.keys.map((key) => [key, zero()]));
  const totals = zero();
  for (const r of rows) {
    const point = byBucket.get(r.bucket);
    if (!point || !EARNING_KINDS.includes(r.kind)) continue;
    point[r.kind] += Number(r.net);
    totals[r.kind] += Number(r.net);
  }
  const total = EARNING_KINDS.reduce((sum, kind) => sum + totals[kind], 0);
  return { total: amountOf(total), totals: asAmounts(totals), points: b.keys.map((date) => ({ date, ...asAmounts(byBucket.get(date)!) })) };
}
