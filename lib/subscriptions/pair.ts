import { sql } from "kysely";
import type { Tx } from "@/lib/db";
import { kysely, type Db } from "@/lib/db/kysely";
import { givesAccess, subscriptionRow } from "@/lib/access/subscription";

/** Serialises subscribe/unsubscribe of one (subscriber, creator) pair so a double click never charges twice. */
export async function lockPair(tx: Tx, subscriberId: string, creatorId: string): Promise<void> {
  const key = `subscription:${subscriberId}:${creatorId}`;
  await sql`SELECT 1 AS "ok" FROM (SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))) AS "l"`.execute(kysely(tx));
}

/** The pair's subscription row, if any, and whether it gives access at `now` (lib/access/subscription.ts). */
export function subscriptionOfPair(tx: Db, subscriberId: string, creatorId: string, now: Date) {
  return kysely(tx)
    .selectFrom("Subscription as s")
    .selectAll("s")
    .select(givesAccess(subscriptionRow("s"), now).as("givesAccess"))
    .where("s.subscriberId", "=", subscriberId)
    .where("s.creatorId", "=", creatorId)
    .executeTakeFirst();
}
