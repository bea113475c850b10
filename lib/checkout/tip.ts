import { ACCOUNT_STANDING_SELECT, profileShown } from "@/lib/access/accounts";
import { randomUUID } from "node:crypto";
import { toCents } from "@/shared/validation/amount";
import { prisma } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { assertNoBlock } from "@/lib/access/audience";
import { checkout } from "@/lib/checkout/checkout";
import { paymentSummary } from "@/lib/payments/serialize";
import { normalizeUsername } from "@/shared/validation/username";
import type { TipInput } from "@/shared/schemas/tips";
import { PUBLIC_NAME_SELECT, shortPublicName } from "@/lib/users/public-name";
import { formatMoney } from "@/shared/money";

/**
 * Sends a tip, charged to one of the sender's saved cards through checkout
 * (lib/checkout/checkout.ts): the payment, its ledger entries, the Tip row and the creator's
 * notification commit together (lib/tips/record.ts); a card that needs confirmation answers
 * requiresAction (the tip is recorded when it is confirmed); a declined card answers 402.
 */
export async function sendTip(sender: { id: string }, input: TipInput, now = new Date()) {
  const recipient = await prisma.user.findUnique({
    where: { username: normalizeUsername(input.recipientUsername) },
    select: { id: true, username: true, ...PUBLIC_NAME_SELECT, role: true, ...ACCOUNT_STANDING_SELECT },
  });
  // a suspended, banned or hidden member cannot be tipped (lib/access/accounts.ts)
  if (!recipient || recipient.role !== "MEMBER" || !profileShown(recipient, now)) throw notFound("USER_NOT_FOUND");
  if (recipient.id === sender.id) throw badRequest("CANNOT_TIP_SELF");
  await assertNoBlock(sender.id, recipient.id, "USER_NOT_FOUND");

  const result = await checkout(
    {
      payerId: sender.id,
      payeeId: recipient.id,
      kind: "tip",
      amountCents: toCents(input.amount),
      cardId: input.cardId,
      cardField: "cardId",
      idempotencyKey: `tip:${randomUUID()}`,
      returnPath: `/profile/${recipient.username}`,
    },
    now,
  );
  if (result.status === "requires_action") return { requiresAction: true as const, actionUrl: result.actionUrl, paymentId: result.paymentId };
  const { payment } = result;
  return {
    message: `Successfully sent ${formatMoney("en", payment.amountCents / 100, payment.currency)} tip to ${shortPublicName(recipient)}!`,
    tip: {
      _id: result.tipId,
      amount: payment.amountCents / 100,
      currency: payment.currency,
      recipientUsername: recipient.username,
      createdAt: payment.createdAt.toISOString(),
    },
    payment: paymentSummary(payment),
  };
}
