import { z } from "zod";
import { prisma } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { lockUserWallet } from "@/lib/wallet/lock";

const FILL_ALL = "Please fill all fields";

/** Add-card form. The number and CVV are checked, then dropped: only brand, last 4 and expiry are kept. */
export const cardInputSchema = z.object({
  cardNumber: z.string({ error: FILL_ALL }).transform((v) => v.replace(/[\s-]/g, "")),
  cardholderName: z.string({ error: FILL_ALL }).trim().max(100, "Cardholder name is too long"),
  expiryMonth: z.union([z.string(), z.number()], { error: FILL_ALL }).transform((v) => String(v).trim()),
  expiryYear: z.union([z.string(), z.number()], { error: FILL_ALL }).transform((v) => String(v).trim()),
  cvv: z.union([z.string(), z.number()], { error: FILL_ALL }).transform((v) => String(v).trim()),
});
export type CardInput = z.infer<typeof cardInputSchema>;

/** SPEC rule: Visa if the number starts with 4, otherwise Mastercard. */
export const cardBrand = (digits: string) => (digits.startsWith("4") ? "Visa" : "Mastercard");

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

function toData(input: CardInput, now = new Date()) {
  const { cardNumber, cardholderName, expiryMonth, expiryYear, cvv } = input;
  if (!cardNumber || !cardholderName || !expiryMonth || !expiryYear || !cvv) throw badRequest(FILL_ALL);
  if (!/^\d{12,19}$/.test(cardNumber)) throw badRequest("Please enter a valid card number", { cardNumber: ["12 to 19 digits"] });
  if (!/^\d{3,4}$/.test(cvv)) throw badRequest("Please enter a valid CVV", { cvv: ["3 or 4 digits"] });
  const month = /^\d{1,2}$/.test(expiryMonth) ? Number(expiryMonth) : NaN;
  if (!(month >= 1 && month <= 12)) throw badRequest("Please enter a valid expiry month", { expiryMonth: ["1 to 12"] });
  let year = /^\d{2}$|^\d{4}$/.test(expiryYear) ? Number(expiryYear) : NaN;
  if (expiryYear.length === 2) year += 2000;
  if (!(year >= 2000 && year <= 2100)) throw badRequest("Please enter a valid expiry year", { expiryYear: ["Invalid year"] });
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < nowMonth) throw badRequest("This card has expired", { expiryYear: ["The card has expired"] });
  return { brand: cardBrand(cardNumber), last4: cardNumber.slice(-4), expiryMonth: month, expiryYear: year, cardholderName };
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
