import { sql, type Expression, type SqlBool } from "kysely";
import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { forbidden } from "@/lib/errors";
import { givesAccess, subscriptionRow } from "@/lib/access/subscription";
import { centsToAmount, toMemberSummary, type MemberRow } from "@/lib/users/serialize";
import { normalizeUsername } from "@/shared/validation/username";
import { subscriptionInfo } from "@/lib/subscriptions/period";
import type { ListStatus, SubscriptionListQuery } from "@/shared/schemas/subscriptions";
import type { SubscriptionStatus } from "@/lib/generated/prisma/client";

/**
 * Filter by the status a person sees (lib/subscriptions/period.ts): "active" and "cancelled" list
 * the rows of that status that give access (lib/access/subscription.ts), "past_due" those whose
 * renewal failed (in their grace), "expired" every other row that does not, even before the
 * expiry job has flipped it.
 */
function statusFilter(status: ListStatus, now: Date): Expression<SqlBool> | null {
  const access = givesAccess(subscriptionRow("s"), now);
  switch (status) {
    case "active":
      return sql<SqlBool>`(${sql.ref("s.status")} = 'active' AND ${access})`;
    case "cancelled":
      return sql<SqlBool>`(${sql.ref("s.status")} = 'cancelled' AND ${access})`;
    case "past_due":
      return sql<SqlBool>`${sql.ref("s.status")} = 'past_due'`;
    case "expired":
      return sql<SqlBool>`(NOT ${access} AND ${sql.ref("s.status")} <> 'past_due')`;
    case "all":
      return null;
  }
}

type Person = MemberRow & { bio: string | null };

function toEntry(
  person: Person,
  row: { status: SubscriptionStatus; startDate: Date; endDate: Date; autoRenew: boolean; priceCents: number; givesAccess: boolean },
  now: Date,
) {
  return {
    ...toMemberSummary(person),
    bio: person.bio ?? "",
    subscriptionPrice: centsToAmount(row.priceCents),
    subscriptionInfo: subscriptionInfo(row, row.givesAccess, now),
  };
}

/** Only the user themself may list their subscribers and subscriptions. */
async function resolveOwner(viewerId: string, username: string): Promise<string> {
  const user = await prisma.user.findUnique({ where: { username: normalizeUsername(username) }, select: { id: true } });
  if (!user || user.id !== viewerId) throw forbidden("SUBSCRIPTIONS_OWN_ONLY");
  return user.id;
}

async function page(owner: { side: "creator" | "subscriber"; id: string }, q: SubscriptionListQuery, now: Date) {
  // `owner` is the list's own side; the other side is the person of each entry
  let rows = kysely()
    .selectFrom("Subscription as s")
    .where(owner.side === "creator" ? "s.creatorId" : "s.subscriberId", "=", owner.id);
  const filter = statusFilter(q.status, now);
  if (filter) rows = rows.where(filter);
  const [count, found] = await Promise.all([
    rows.select((eb) => eb.cast<number>(eb.fn.countAll(), "integer").as("n")).executeTakeFirstOrThrow(),
    rows
      .innerJoin("User as p", "p.id", owner.side === "creator" ? "s.subscriberId" : "s.creatorId")
      .select([
        "p.id",
        "p.username",
        "p.firstName",
        "p.lastName",
        "p.displayName",
        "p.profileImageKey",
        "p.bio",
        "s.status",
        "s.startDate",
        "s.endDate",
        "s.autoRenew",
        "s.priceCents",
        givesAccess(subscriptionRow("s"), now).as("givesAccess"),
      ])
      .orderBy("s.startDate", "desc")
      .orderBy("s.id", "desc")
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
  ]);
  const total = count.n;
  const entries = found.map((r) => toEntry(r, { ...r, givesAccess: r.givesAccess === true }, now));
  return { entries, pagination: { total, pages: Math.ceil(total / q.limit), page: q.page, limit: q.limit } };
}

/** The people subscribed to `username` (the viewer), newest first. */
export async function listSubscribers(viewerId: string, username: string, q: SubscriptionListQuery) {
  const creatorId = await resolveOwner(viewerId, username);
  const now = new Date();
  const { entries, pagination } = await page({ side: "creator", id: creatorId }, q, now);
  return { subscribers: entries, pagination };
}

/** The creators `username` (the viewer) subscribes to, newest first. */
export async function listSubscriptions(viewerId: string, username: string, q: SubscriptionListQuery) {
  const subscriberId = await resolveOwner(viewerId, username);
  const now = new Date();
  const { entries, pagination } = await page({ side: "subscriber", id: subscriberId }, q, now);
  return { subscriptions: entries, pagination };
}
