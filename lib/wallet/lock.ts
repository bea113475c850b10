import { sql } from "kysely";
import type { Tx } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";

/** Serializes a user's wallet changes (first-is-default, promote-on-delete) inside a transaction. */
export async function lockUserWallet(tx: Tx, userId: string, area: "payout" | "card"): Promise<void> {
  await sql`SELECT 1 AS "ok" FROM (SELECT pg_advisory_xact_lock(hashtext(${`wallet:${area}:${userId}`}))) AS "l"`.execute(kysely(tx));
}
