import { randomUUID } from "node:crypto";
import { toCents } from "@/shared/validation/amount";
import { prisma } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { charge } from "@/lib/payments/provider";
import { assertOwnCard, hasSavedCards } from "@/lib/payments/cards";
import { notify } from "@/lib/notifications/notify";
import { normalizeUsername } from "@/shared/validation/username";
import type { TipInput } from "@/shared/schemas/tips";
import { PUBLIC_NAME_SELECT, shortPublicName } from "@/lib/users/public-name";

export const TIP_CURRENCY = "TND"; // shown as "dt" in the tip dialog

const formatAmount = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/**
 * Sends a non-refundable tip: charged through the payment provider, recorded as a Tip and its
 * LedgerEntry, and the recipient notified, all in one transaction. When the sender has saved
 * cards one of them must be chosen.
 */
export async function sendTip(sender: { id: string }, input: TipInput) {
  const recipient = await prisma.user.findUnique({
    where: { username: normalizeUsername(input.recipientUsername) },
    select: { id: true, username: true, ...PUBLIC_NAME_SELECT, role: true },
  });
  if (!recipient || recipient.role !== "MEMBER") throw notFound("User not found");
  if (recipient.id === sender.id) throw badRequest("You cannot tip yourself");

  const cardId = input.cardId ?? null;
  if (cardId) await assertOwnCard(sender.id, cardId);
  else if (await hasSavedCards(sender.id)) throw badRequest("Please select a payment method", { cardId: ["Please select a payment method"] });

  const amountCents = toCents(input.amount);
  const tip = await prisma.$transaction(async (tx) => {
    const from = await tx.user.findUniqueOrThrow({ where: { id: sender.id }, select: { username: true, ...PUBLIC_NAME_SELECT } });
    const { ledgerEntryId } = await charge(
      { payerId: sender.id, payeeId: recipient.id, amountCents, kind: "tip", currency: TIP_CURRENCY, idempotencyKey: `tip:${randomUUID()}` },
      tx,
    );
    const row = await tx.tip.create({
      data: { senderId: sender.id, recipientId: recipient.id, amountCents, currency: TIP_CURRENCY, cardId, ledgerEntryId },
    });
    await notify(
      {
        recipientId: recipient.id,
        senderId: sender.id,
        type: "payment_received",
        priority: "high",
        title: "New tip",
        message: `${shortPublicName(from)} sent you ${formatAmount(amountCents)} dt`,
        actionUrl: `/profile/${from.username}`,
      },
      tx,
    );
    return row;
  });

  return {
    message: `Successfully sent ${formatAmount(amountCents)} dt tip to ${shortPublicName(recipient)}!`,
    tip: {
      _id: tip.id,
      amount: tip.amountCents / 100,
      currency: tip.currency,
      recipientUsername: recipient.username,
      createdAt: tip.createdAt.toISOString(),
    },
  };
}
