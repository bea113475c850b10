import { prisma } from "@/lib/db";
import { badRequest, notFound, fieldError } from "@/lib/errors";
import { lockUserWallet } from "@/lib/wallet/lock";
import type { CardInput } from "@/shared/schemas/wallet";
import { checkCard } from "@/shared/validation/card";
import { paymentProvider } from "@/lib/payments/provider";

type CardRow = { id: string; brand: string; last4: string; expiryMonth: number; expiryYear: number; cardholderName: string; isDefault: boolean; createdAt: Date };

function toCard(c: CardRow) {
  return {
    id: c.id,
    _id: c.id,
    brand: c.brand,
    last4: c.last4,
    expiryMonth: c.expiryMonth,
    expiryYear: c.expiryYear,
    cardholderName: c.cardholderName,
    isDefault: c.isDefault,
    createdAt: c.createdAt.toISOString(),
  };
}

/**
 * The row to keep: the rules of shared/validation/card.ts, then the card goes to the payment
 * provider, which answers its token; we keep the token, brand, last 4 and expiry only (never the
 * number or the CVC).
 */
async function toData(input: CardInput, now = new Date()) {
  const checked = checkCard(input, now);
  if (!checked.ok) throw badRequest(checked.code, checked.detailCode ? { errors: fieldError(checked.field, checked.detailCode) } : undefined);
  const provider = paymentProvider();
  const card = await provider.tokenizeCard({
    number: input.cardNumber,
    expiryMonth: checked.expiryMonth,
    expiryYear: checked.expiryYear,
    cvc: input.cvv,
    holder: input.cardholderName,
  });
  return {
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    cardholderName: input.cardholderName,
    provider: provider.name,
    providerToken: card.token,
  };
}

export async function listCards(userId: string) {
  const rows = await prisma.savedCard.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toCard);
}

/** Saves a card; the first card a user saves becomes the default. */
export async function addCard(userId: string, input: CardInput) {
  const data = await toData(input);
  const row = await prisma.$transaction(async (tx) => {
    await lockUserWallet(tx, userId, "card");
    const existing = await tx.savedCard.count({ where: { userId } });
    return tx.savedCard.create({ data: { ...data, userId, isDefault: existing === 0 } });
  });
  return toCard(row);
}

/** Deletes one of the viewer's cards; if it was the default, the newest remaining card becomes default. */
export async function deleteCard(userId: string, id: string) {
  await prisma.$transaction(async (tx) => {
    await lockUserWallet(tx, userId, "card");
    const row = await tx.savedCard.findFirst({ where: { id, userId }, select: { isDefault: true } });
    if (!row) throw notFound("CARD_NOT_FOUND");
    await tx.savedCard.delete({ where: { id } });
    if (row.isDefault) {
      const next = await tx.savedCard.findFirst({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
      if (next) await tx.savedCard.update({ where: { id: next.id }, data: { isDefault: true } });
    }
  });
}

export async function setDefaultCard(userId: string, id: string) {
  await prisma.$transaction(async (tx) => {
    await lockUserWallet(tx, userId, "card");
    const row = await tx.savedCard.findFirst({ where: { id, userId }, select: { id: true } });
    if (!row) throw notFound("CARD_NOT_FOUND");
    await tx.savedCard.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    await tx.savedCard.update({ where: { id }, data: { isDefault: true } });
  });
  return listCards(userId);
}
