import { prisma, type Tx } from "@/lib/db";
import { subscriptionCharge } from "@/shared/pricing";
import type { SubscriptionBundlesInput } from "@/shared/schemas/offers";

/** A creator's bundles, shortest first, each with its price at `monthlyCents` (shared/pricing.ts) when the creator has a price. */
export async function bundlesOf(creatorId: string, monthlyCents: number | null, db: Tx | typeof prisma = prisma) {
  const rows = await db.subscriptionBundle.findMany({ where: { creatorId }, orderBy: { months: "asc" } });
  return rows.map((b) => {
    const charge = monthlyCents ? subscriptionCharge(monthlyCents, { kind: "bundle", months: b.months, discountPercent: b.discountPercent }) : null;
    return {
      months: b.months,
      discountPercent: b.discountPercent,
      price: charge ? charge.amountCents / 100 : null,
      listPrice: charge ? charge.listCents / 100 : null,
    };
  });
}

/** PUT /api/users/subscription-bundles: replaces the creator's bundles with `input.bundles` (one transaction). */
export async function setBundles(creatorId: string, input: SubscriptionBundlesInput) {
  await prisma.$transaction([
    prisma.subscriptionBundle.deleteMany({ where: { creatorId } }),
    prisma.subscriptionBundle.createMany({ data: input.bundles.map((b) => ({ creatorId, months: b.months, discountPercent: b.discountPercent })) }),
  ]);
  const creator = await prisma.user.findUniqueOrThrow({ where: { id: creatorId }, select: { subscriptionPrice: true } });
  return bundlesOf(creatorId, creator.subscriptionPrice);
}

/** The creator's bundle of `months`, or null when they do not offer it. */
export function bundleOf(creatorId: string, months: number, db: Tx | typeof prisma = prisma) {
  return db.subscriptionBundle.findUnique({ where: { creatorId_months: { creatorId, months } } });
}

/** GET /api/users/subscription-bundles: the creator's own bundles with their prices. */
export async function myBundles(creatorId: string) {
  const creator = await prisma.user.findUniqueOrThrow({ where: { id: creatorId }, select: { subscriptionPrice: true } });
  return bundlesOf(creatorId, creator.subscriptionPrice);
}
