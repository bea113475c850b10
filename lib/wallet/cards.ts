import { prisma } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { lockUserWallet } from "@/lib/wallet/lock";
import type { CardInput } from "@/shared/schemas/wallet";
import { cardBrand, checkCard } from "@/shared/validation/card";

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

/** The row to keep: the rules of shared/validation/card.ts, then brand, last 4 and expiry only. */
function toData(input: CardInput, now = new Date()) {
  const checked = checkCard(input, now);
  if (!checked.ok) throw badRequest(checked.message, checked.detail ? { [checked.field]: [checked.detail] } : undefined);
  const { cardNumber, cardholderName } = input;
  return { brand: cardBrand(cardNumber), last4: cardNumber.slice(-4), expiryMonth: checked.expiryMonth, expiryYear: checked.expiryYear, cardholderName };
}

export async function listCards(userId: string) {
  const rows = await prisma.savedCard.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toCard);
}

/** Saves a card; the first card a user saves becomes the default. */
export async function addCard(userId: string, input: CardInput) {
  const data = toData(input);
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
    if (!row) throw notFound("Card not found");
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
    if (!row) throw notFound("Card not found");
    await tx.savedCard.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    await tx.savedCard.update({ where: { id }, data: { isDefault: true } });
  });
  return listCards(userId);
}
