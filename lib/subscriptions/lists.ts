import { prisma } from "@/lib/db";
import { forbidden } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { centsToAmount, MEMBER_SELECT, toMemberSummary, type MemberRow } from "@/lib/users/serialize";
import { normalizeUsername } from "@/lib/users/username";
import { subscriptionInfo } from "@/lib/subscriptions/period";
import type { ListStatus, SubscriptionListQuery } from "@/lib/subscriptions/schemas";

/**
 * Filter by the status a person sees: a row past its end date is expired even if the expiry
 * job has not flipped it yet. "active" and "cancelled" therefore only list running rows.
 */
export function effectiveStatusWhere(status: ListStatus, now: Date): Prisma.SubscriptionWhereInput {
  switch (status) {
    case "active":
      return { status: "active", endDate: { gt: now } };
    case "cancelled":
      return { status: "cancelled", endDate: { gt: now } };
    case "expired":
      return { OR: [{ status: "expired" }, { endDate: { lte: now } }] };
    case "all":
      return {};
  }
}

const personSelect = { ...MEMBER_SELECT, bio: true } as const;

type Person = MemberRow & { bio: string | null };

function toEntry(
  person: Person,
  row: { status: "active" | "expired" | "cancelled"; startDate: Date; endDate: Date; priceCents: number },
  now: Date,
) {
  return {
    ...toMemberSummary(person),
    bio: person.bio ?? "",
    subscriptionPrice: centsToAmount(row.priceCents),
    subscriptionInfo: subscriptionInfo(row, now),
  };
}

/** Only the user themself may list their subscribers and subscriptions. */
async function resolveOwner(viewerId: string, username: string): Promise<string> {
  const user = await prisma.user.findUnique({ where: { username: normalizeUsername(username) }, select: { id: true } });
  if (!user || user.id !== viewerId) throw forbidden("You can only view your own subscriptions and subscribers");
  return user.id;
}

async function page(where: Prisma.SubscriptionWhereInput, side: "creator" | "subscriber", q: SubscriptionListQuery, now: Date) {
  const [total, rows] = await Promise.all([
    prisma.subscription.count({ where }),
    prisma.subscription.findMany({
      where,
      orderBy: [{ startDate: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
      select: {
        status: true,
        startDate: true,
        endDate: true,
        priceCents: true,
        creator: side === "creator" ? { select: personSelect } : false,
        subscriber: side === "subscriber" ? { select: personSelect } : false,
      },
    }),
  ]);
  const entries = rows.map((r) => toEntry((side === "creator" ? r.creator : r.subscriber) as Person, r, now));
  return { entries, pagination: { total, pages: Math.ceil(total / q.limit), page: q.page, limit: q.limit } };
}

/** The people subscribed to `username` (the viewer), newest first. */
export async function listSubscribers(viewerId: string, username: string, q: SubscriptionListQuery) {
  const creatorId = await resolveOwner(viewerId, username);
  const now = new Date();
  const { entries, pagination } = await page({ creatorId, ...effectiveStatusWhere(q.status, now) }, "subscriber", q, now);
  return { subscribers: entries, pagination };
}

/** The creators `username` (the viewer) subscribes to, newest first. */
export async function listSubscriptions(viewerId: string, username: string, q: SubscriptionListQuery) {
  const subscriberId = await resolveOwner(viewerId, username);
  const now = new Date();
  const { entries, pagination } = await page({ subscriberId, ...effectiveStatusWhere(q.status, now) }, "creator", q, now);
  return { subscriptions: entries, pagination };
}
