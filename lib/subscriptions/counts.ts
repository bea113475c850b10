import { kysely, type Db } from "@/lib/db/kysely";
import { givesAccess, subscriptionRow } from "@/lib/access/subscription";

/** People who currently have access to the creator's content (the access rule of lib/access/subscription.ts). */
export async function countSubscribers(creatorId: string, now = new Date(), db?: Db): Promise<number> {
  const row = await kysely(db)
    .selectFrom("Subscription as s")
    .select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("n"))
    .where("s.creatorId", "=", creatorId)
    .where(givesAccess(subscriptionRow("s"), now))
    .executeTakeFirstOrThrow();
  return row.n;
}
