import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { prisma, type Tx } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { AppError, notFound } from "@/lib/errors";
import { refuseClosure } from "@/lib/access/audience";
import { visiblePostQuery, type Location } from "@/lib/access/posts";
import { assertNoPendingPayment, checkout } from "@/lib/checkout/checkout";
import { paymentSummary } from "@/lib/payments/serialize";
import { readPosts } from "@/lib/posts/select";
import type { PostJson } from "@/lib/posts/serialize";
import { pageInfo } from "@/lib/posts/paging";
import { formatMoney } from "@/shared/money";

/**
 * Buying something once (issue 21: pay-per-view), THE entry point of every purchase: what is
 * bought is a `PurchaseTarget` (a post today; a chat message is the next kind), its seller and
 * price come from `sellable`, and the charge is an ordinary checkout of kind "purchase"
 * (lib/checkout/checkout.ts: the buyer's saved card, the same confirmation as a subscription, a
 * declined card 402), whose completion writes the Purchase row with the ledger's journal in one
 * transaction (lib/checkout/complete.ts -> lib/purchases/record.ts). Bought once: a second
 * purchase is 409 ALREADY_PURCHASED; one waiting for the buyer's confirmation is 409
 * PURCHASE_PENDING.
 */

export const ALREADY_PURCHASED = "ALREADY_PURCHASED";
export const PURCHASE_PENDING = "PURCHASE_PENDING";
export const NOT_FOR_SALE = "NOT_FOR_SALE";

/** What a purchase buys. New kinds (a paid chat message) add a variant and a case in `sellable`. */
export type PurchaseTarget = { kind: "post"; postId: string };

/** What the checkout needs of the thing bought. */
type Sellable = { sellerId: string; priceCents: number; returnPath: string; paymentFilter: { postId: string } };

/**
 * The post as the buyer may buy it: one that is there for them (published, out, its author shown
 * and open to them: else 404 / 451 as for any post), with a price, and not their own (400 NOT_FOR_SALE).
 */
async function sellable(buyerId: string, target: PurchaseTarget, location: Location, now: Date): Promise<Sellable> {
  const row = await visiblePostQuery(kysely(), buyerId, target.postId, now, location).executeTakeFirst();
  if (!row?.found) throw notFound("POST_NOT_FOUND");
  refuseClosure(row.geoBlocked ? "geo" : row.blockedBy ? "blocked" : null, "POST_NOT_FOUND");
  if (row.authorId === buyerId || row.priceCents === null || row.status !== "published") {
    throw new AppError(400, "This post is not for sale", undefined, NOT_FOR_SALE);
  }
  return { sellerId: row.authorId, priceCents: row.priceCents, returnPath: `/profile/${row.username}`, paymentFilter: { postId: target.postId } };
}

/** Serialises purchases of one thing by one buyer, so a double click never charges twice. */
async function lockPurchase(tx: Tx, buyerId: string, target: PurchaseTarget): Promise<void> {
  const key = `purchase:${target.kind}:${buyerId}:${target.postId}`;
  await sql`SELECT 1 AS "ok" FROM (SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))) AS "l"`.execute(kysely(tx));
}

export type PurchaseResult =
  | { requiresAction: true; actionUrl: string; paymentId: string }
  | {
      message: string;
      purchase: { _id: string; kind: PurchaseTarget["kind"]; amount: number; currency: string; createdAt: string };
      payment: ReturnType<typeof paymentSummary>;
      /** the post as the buyer now sees it (open) */
      post: PostJson | null;
    };

/** POST /api/posts/{postId}/purchase {paymentMethod}: charges the buyer's saved card for the thing. */
export async function purchase(buyerId: string, target: PurchaseTarget, paymentMethod: string, location: Location, now = new Date()): Promise<PurchaseResult> {
  const item = await sellable(buyerId, target, location, now);
  const result = await checkout(
    {
      payerId: buyerId,
      payeeId: item.sellerId,
      kind: "purchase",
      amountCents: item.priceCents,
      cardId: paymentMethod,
      cardField: "paymentMethod",
      idempotencyKey: `purchase:${randomUUID()}`,
      returnPath: item.returnPath,
      postId: target.postId,
      guard: async (tx) => {
        await lockPurchase(tx, buyerId, target);
        if (await tx.purchase.findUnique({ where: { buyerId_postId: { buyerId, postId: target.postId } }, select: { id: true } })) {
          throw new AppError(409, "You already bought this", undefined, ALREADY_PURCHASED);
        }
        await assertNoPendingPayment(tx, { payerId: buyerId, kind: "purchase", ...item.paymentFilter }, now, () =>
          new AppError(409, "A payment for this purchase is already waiting for confirmation", undefined, PURCHASE_PENDING),
        );
      },
    },
    now,
  );
  if (result.status === "requires_action") return { requiresAction: true, actionUrl: result.actionUrl, paymentId: result.paymentId };
  const { payment } = result;
  return {
    message: `Unlocked for ${formatMoney("en", payment.amountCents / 100, payment.currency)}`,
    purchase: { _id: result.purchaseId!, kind: target.kind, amount: payment.amountCents / 100, currency: payment.currency, createdAt: payment.createdAt.toISOString() },
    payment: paymentSummary(payment),
    post: (await readPosts(buyerId, { id: target.postId }))[0] ?? null,
  };
}

/** GET /api/users/purchases: what the viewer bought, newest first, each post as they see it now (open). */
export async function listPurchases(buyerId: string, { page, limit }: { page: number; limit: number }) {
  const where = { buyerId };
  const [total, rows] = await Promise.all([
    prisma.purchase.count({ where }),
    prisma.purchase.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * limit, take: limit }),
  ]);
  const posts = await Promise.all(rows.map((r) => (r.postId ? readPosts(buyerId, { id: r.postId }).then((p) => p[0] ?? null) : null)));
  return {
    items: rows.map((r, i) => ({
      _id: r.id,
      kind: r.kind,
      amount: r.amountCents / 100,
      currency: r.currency,
      createdAt: r.createdAt.toISOString(),
      post: posts[i],
    })),
    pagination: pageInfo(page, limit, total),
  };
}
