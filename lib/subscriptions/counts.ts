import { kysely, type Db } from "@/lib/db/kysely";
import { subscriberCountSql } from "@/lib/users/counts";

/**
 * People who currently have access to the creator's content (the access rule of
 * lib/access/subscription.ts), as every profile counts them (lib/users/counts.ts: the creator's
 * tally less its lapsed rows, two index probes, not a count of every subscriber).
 */
export async function countSubscribers(creatorId: string, now = new Date(), db?: Db): Promise<number> {
  const row = await kysely(db)
    .selectNoFrom((eb) => subscriberCountSql(eb.val(creatorId), now).as("n"))
    .executeTakeFirstOrThrow();
  return row.n;
}
