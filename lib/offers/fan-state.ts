import type { SqlBool } from "kysely";
import { prisma, type Tx } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { givesAccess, subscriptionRow } from "@/lib/access/subscription";

/**
 * Where a fan stands with a creator, for offers (lib/offers/promotions.ts): `new` (never
 * subscribed), `expired` (a subscription that no longer gives access and is not waiting for a
 * failed renewal), `subscribed` (access now, or past_due: they owe a renewal, not a new start).
 * The access rule is lib/access/subscription.ts's.
 */
export type FanState = "new" | "expired" | "subscribed";

export async function fanState(fanId: string, creatorId: string, now: Date, db: Tx | typeof prisma = prisma): Promise<FanState> {
  const row = await kysely(db)
    .selectFrom("Subscription as s")
    .select(["s.status"])
    .select(givesAccess(subscriptionRow("s"), now).as("givesAccess"))
    .where("s.subscriberId", "=", fanId)
    .where("s.creatorId", "=", creatorId)
    .executeTakeFirst();
  return fanStateOf(row);
}

/** The same, from the pair's subscription row already read (with its `givesAccess` at the same `now`). */
export function fanStateOf(row: { status: string; givesAccess: SqlBool } | null | undefined): FanState {
  if (!row) return "new";
  if (row.givesAccess || row.status === "past_due") return "subscribed";
  return "expired";
}
