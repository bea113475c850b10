import type { Tx } from "@/lib/db";

/** Serializes a user's wallet changes (first-is-default, promote-on-delete) inside a transaction. */
export async function lockUserWallet(tx: Tx, userId: string, area: "payout" | "card"): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`wallet:${area}:${userId}`}))`;
}
