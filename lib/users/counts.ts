import { expressionBuilder, sql, type Expression } from "kysely";
import { kysely, type DB } from "@/lib/db/kysely";
import type { User } from "@/lib/generated/kysely/types";
import { givesAccess, lapsed, subscriptionRow } from "@/lib/access/subscription";

export type UserCounts = { postCount: number; subscriberCount: number; subscriptionCount: number };

/**
 * The three profile counts as SQL select items for the user row aliased `u` (published posts,
 * active subscribers, active subscriptions: lib/access/subscription.ts), so a profile is read in
 * one statement. All three are exact at `now`.
 *
 * Subscribers: a popular creator has thousands, and counting them was most of a profile
 * request's database time. "CreatorSubscriberTally" holds, per creator, the rows with status
 * active or cancelled, kept by triggers in every writing transaction (migration
 * creator_subscriber_tally); the rows among them already past their end date, which the expiry
 * job has not flipped to expired yet (lib/access/subscription.ts: lapsed), are subtracted. Those
 * are a short range of the (creatorId, status, endDate) index (one range per status that gives
 * access), not a filter over every subscriber.
 */
export function userCountsSql(now = new Date()) {
  const u = expressionBuilder<DB & { u: User }, "u">();
  const id = u.ref("u.id");
  return [
    postCountSql(id).as("postCount"),
    subscriberCountSql(id, now).as("subscriberCount"),
    sql<number>`(${u
      .selectFrom("Subscription as cs")
      .select(u.fn.countAll().as("n"))
      .whereRef("cs.subscriberId", "=", id)
      .where(givesAccess(subscriptionRow("cs"), now))})::int`.as("subscriptionCount"),
  ] as const;
}

/**
 * SQL: the creator's subscribers who have access at `now` (the tally minus its lapsed rows, as
 * above), for the creator id `id` of the enclosing statement: two index probes per creator, so
 * lists of creators (search) count only the creators they show.
 */
export function subscriberCountSql(id: Expression<string>, now = new Date()) {
  const u = expressionBuilder<DB, never>();
  return sql<number>`(COALESCE(${u.selectFrom("CreatorSubscriberTally as t").select("t.count").where("t.creatorId", "=", id)}, 0)
       - ${u.selectFrom("Subscription as ls").select(u.fn.countAll().as("n")).where("ls.creatorId", "=", id).where(lapsed(subscriptionRow("ls"), now))})::int`;
}

/** SQL: the published posts of the author `id` of the enclosing statement (an index-only range of Post's (authorId, status, ...) index). */
export function postCountSql(id: Expression<string>) {
  const u = expressionBuilder<DB, never>();
  return sql<number>`(${u.selectFrom("Post as cp").select(u.fn.countAll().as("n")).where("cp.authorId", "=", id).where("cp.status", "=", "published")})::int`;
}

/** Counts computed from real rows (indexed counts), in one statement. */
export async function getUserCounts(userId: string, now = new Date()): Promise<UserCounts> {
  const row = await kysely().selectFrom("User as u").select(userCountsSql(now)).where("u.id", "=", userId).executeTakeFirst();
  return row ?? { postCount: 0, subscriberCount: 0, subscriptionCount: 0 };
}
