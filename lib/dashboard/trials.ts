import { sql } from "kysely";
import { kysely, type Db } from "@/lib/db/kysely";
import type { DashboardAnswer } from "@/shared/answers/dashboard";
import type { Buckets } from "./buckets";

/**
 * Free trials claimed in the period through the creator's links, and how many of them converted
 * (TrialClaim.convertedAt: the first paid period after the trial, lib/offers/trials.ts), read
 * through the creator's TrialLink rows (creatorId index) and each link's claims (trialLinkId index).
 */
export async function trialFigures(creatorId: string, b: Buckets, db?: Db): Promise<DashboardAnswer["trials"]> {
  const row = await kysely(db)
    .selectFrom("TrialClaim as c")
    .innerJoin("TrialLink as l", "l.id", "c.trialLinkId")
    .select([sql<number>`count(*)::int`.as("claims"), sql<number>`count(${sql.ref("c.convertedAt")})::int`.as("converted")])
    .where("l.creatorId", "=", creatorId)
    .where("c.claimedAt", ">=", b.start)
    .where("c.claimedAt", "<", b.end)
    .executeTakeFirstOrThrow();
  return { claims: row.claims, converted: row.converted };
}
