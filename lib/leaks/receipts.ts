import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { kysely } from "@/lib/db/kysely";
import { viewerTag } from "@/lib/media/signed-url";
import type { Recipient } from "@/lib/leaks/types";

/** A receipt's last access is written again at most this often (an access answer is not a write each time). */
const TOUCH_EVERY = "1 hour";

export type Receipt = Recipient & { viewerTag: string };

/**
 * The viewer's receipt of a medium (issue 25, decision 085), made on their first access with a new
 * random seed, the key of every mark their copies carry; a later access keeps the seed and moves
 * lastAccessAt (at most hourly). Never called for the medium's owner, whose copies are unmarked.
 */
export async function receiptFor(mediaId: string, userId: string): Promise<Receipt> {
  const tag = viewerTag(userId);
  const row = await kysely()
    .insertInto("MediaReceipt")
    .values({ id: sql<string>`gen_random_uuid()`, mediaId, userId, viewerTag: tag, seed: randomBytes(32).toString("hex") })
    .onConflict((oc) =>
      oc
        .columns(["mediaId", "userId"])
        .doUpdateSet({ lastAccessAt: sql<Date>`now()` })
        .where(sql<boolean>`"MediaReceipt"."lastAccessAt" < now() - ${TOUCH_EVERY}::interval`),
    )
    .returning(["id", "userId", "seed", "viewerTag", "firstAccessAt"])
    .executeTakeFirst();
  const r =
    row ??
    (await kysely()
      .selectFrom("MediaReceipt")
      .select(["id", "userId", "seed", "viewerTag", "firstAccessAt"])
      .where("mediaId", "=", mediaId)
      .where("userId", "=", userId)
      .executeTakeFirstOrThrow());
  return { receiptId: r.id, userId: r.userId, seed: r.seed, viewerTag: r.viewerTag, firstAccessAt: r.firstAccessAt };
}

/** The receipt a signed link's viewer tag names for a medium, or null (the owner's links, staff's, or a tag never issued). */
export async function receiptByTag(mediaId: string, tag: string): Promise<Receipt | null> {
  const r = await kysely()
    .selectFrom("MediaReceipt")
    .select(["id", "userId", "seed", "viewerTag", "firstAccessAt"])
    .where("mediaId", "=", mediaId)
    .where("viewerTag", "=", tag)
    .executeTakeFirst();
  return r ? { receiptId: r.id, userId: r.userId, seed: r.seed, viewerTag: r.viewerTag, firstAccessAt: r.firstAccessAt } : null;
}

/** Everyone who received a medium (the candidates of a trace), first receivers first. */
export async function recipientsOf(mediaId: string): Promise<Recipient[]> {
  const rows = await kysely()
    .selectFrom("MediaReceipt")
    .select(["id", "userId", "seed", "firstAccessAt"])
    .where("mediaId", "=", mediaId)
    .orderBy("firstAccessAt")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ receiptId: r.id, userId: r.userId, seed: r.seed, firstAccessAt: r.firstAccessAt }));
}
