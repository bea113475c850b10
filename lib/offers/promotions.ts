import { prisma, type Tx } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import type { Promotion } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/errors";
import { subscriptionCharge } from "@/shared/pricing";
import type { PromotionInput } from "@/shared/schemas/offers";
import type { FanState } from "@/lib/offers/fan-state";

/**
 * Time-limited promotions (issue 21): `discountPercent` off the FIRST month (never a bundle:
 * offers do not stack, shared/pricing.ts) for new and/or expired subscribers, at most `maxClaims`
 * fans, until `endsAt` (or until the creator ends it). A claim is a payment that used it and did
 * not fail (a declined checkout leaves no payment, so it frees its claim); a fan claims a given
 * promotion once. When several apply, the largest discount wins.
 */

/** At most this many promotions running at once per creator. */
const MAX_RUNNING = 10;

/** Statuses of a payment that holds a claim (waiting, paid, or paid then reversed). */
const CLAIMING = ["processing", "requires_action", "succeeded", "refunded", "charged_back"] as const;

const running = (now: Date) => ({ endedAt: null, endsAt: { gt: now } });

export async function createPromotion(creatorId: string, input: PromotionInput, now = new Date()) {
  const count = await prisma.promotion.count({ where: { creatorId, ...running(now) } });
  if (count >= MAX_RUNNING) throw new AppError(409, `At most ${MAX_RUNNING} promotions can run at once`, undefined, "TOO_MANY_PROMOTIONS");
  const row = await prisma.promotion.create({
    data: {
      creatorId,
      discountPercent: input.discountPercent,
      forNew: input.audience !== "expired",
      forExpired: input.audience !== "new",
      maxClaims: input.maxClaims ?? null,
      endsAt: input.endsAt,
      createdAt: now,
    },
  });
  return toPromotion(row, 0, now);
}

/** GET /api/users/promotions: the creator's promotions, newest first, with their claims. */
export async function listPromotions(creatorId: string, now = new Date()) {
  const rows = await prisma.promotion.findMany({ where: { creatorId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 100 });
  const claims = await claimCounts(rows.map((r) => r.id));
  return rows.map((r) => toPromotion(r, claims.get(r.id) ?? 0, now));
}

/** DELETE /api/users/promotions/{id}: ends it now (kept for the subscriptions that used it). */
export async function endPromotion(creatorId: string, id: string, now = new Date()) {
  const ended = await prisma.promotion.updateMany({ where: { id, creatorId, endedAt: null }, data: { endedAt: now } });
  if (ended.count === 0 && !(await prisma.promotion.findFirst({ where: { id, creatorId }, select: { id: true } }))) throw notFound("PROMOTION_NOT_FOUND");
  return { ended: true };
}

function toPromotion(p: Promotion, claims: number, now: Date) {
  return {
    _id: p.id,
    discountPercent: p.discountPercent,
    audience: p.forNew && p.forExpired ? ("both" as const) : p.forNew ? ("new" as const) : ("expired" as const),
    maxClaims: p.maxClaims,
    claims,
    endsAt: p.endsAt.toISOString(),
    endedAt: p.endedAt?.toISOString() ?? null,
    active: !p.endedAt && p.endsAt > now && (p.maxClaims === null || claims < p.maxClaims),
    createdAt: p.createdAt.toISOString(),
  };
}

async function claimCounts(ids: string[], db: Tx | typeof prisma = prisma): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.payment.groupBy({ by: ["promotionId"], where: { promotionId: { in: ids }, status: { in: [...CLAIMING] } }, _count: { _all: true } });
  return new Map(rows.map((r) => [r.promotionId!, r._count._all]));
}

/**
 * The promotion a fan in `state` gets on the creator's monthly price now (the largest discount
 * among those running, not used up, meant for their state and not claimed by them before), or
 * null. Inside a checkout, `lock` takes the promotions' rows first so two fans cannot both take
 * the last claim.
 */
export async function promotionFor(
  fanId: string | null,
  creatorId: string,
  state: FanState,
  now: Date,
  db: Tx | typeof prisma = prisma,
  lock = false,
): Promise<Promotion | null> {
  if (state === "subscribed") return null;
  const where = { creatorId, ...running(now), ...(state === "new" ? { forNew: true } : { forExpired: true }) };
  if (lock) {
    await kysely(db)
      .selectFrom("Promotion")
      .select("id")
      .where("creatorId", "=", creatorId)
      .where("endedAt", "is", null)
      .where("endsAt", ">", now)
      .forUpdate()
      .execute();
  }
  const candidates = await db.promotion.findMany({ where, orderBy: [{ discountPercent: "desc" }, { endsAt: "asc" }] });
  if (candidates.length === 0) return null;
  const claims = await claimCounts(
    candidates.map((c) => c.id),
    db,
  );
  const used = fanId
    ? new Set(
        (await db.payment.findMany({ where: { payerId: fanId, promotionId: { in: candidates.map((c) => c.id) }, status: { in: [...CLAIMING] } }, select: { promotionId: true } })).map(
          (p) => p.promotionId,
        ),
      )
    : new Set<string | null>();
  return candidates.find((c) => (c.maxClaims === null || (claims.get(c.id) ?? 0) < c.maxClaims) && !used.has(c.id)) ?? null;
}

/** What the public sees of a promotion on a profile: the discount, the price of the first month, until when, how many are left. */
export async function publicPromotion(p: Promotion, monthlyCents: number) {
  const charge = subscriptionCharge(monthlyCents, { kind: "promotion", discountPercent: p.discountPercent });
  const claims = p.maxClaims === null ? 0 : ((await claimCounts([p.id])).get(p.id) ?? 0);
  return {
    _id: p.id,
    discountPercent: p.discountPercent,
    price: charge.amountCents / 100,
    listPrice: charge.listCents / 100,
    endsAt: p.endsAt.toISOString(),
    remaining: p.maxClaims === null ? null : Math.max(0, p.maxClaims - claims),
  };
}
