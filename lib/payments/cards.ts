import { prisma, type Tx } from "@/lib/db";
import { badRequest, forbidden } from "@/lib/errors";

// Reads the SavedCard rows (owned by the cards API of the profile area) for payment checks.

export async function hasSavedCards(userId: string, db: Tx | typeof prisma = prisma): Promise<boolean> {
  return (await db.savedCard.count({ where: { userId } })) > 0;
}

/** The card must exist and belong to the payer: 400 for an unknown card, 403 for someone else's. */
export async function assertOwnCard(userId: string, cardId: string, db: Tx | typeof prisma = prisma) {
  const card = await db.savedCard.findUnique({ where: { id: cardId }, select: { id: true, userId: true } });
  if (!card) throw badRequest("Please select a valid payment method", { cardId: ["Unknown card"] });
  if (card.userId !== userId) throw forbidden("This card does not belong to you");
  return card;
}
