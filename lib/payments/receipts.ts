import { prisma } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/mail";
import { formatMoney } from "@/shared/money";

const WHAT: Record<Payment["kind"], string> = { subscription: "Monthly subscription", tip: "Tip", purchase: "Purchase" };

/**
 * The receipt of a succeeded charge, through the mail outbox. Discreet: the subject names only the
 * billing descriptor (BILLING_DESCRIPTOR, what the card statement shows), never the creator; the
 * body says what was paid, to whom, when, with which card.
 */
export async function sendReceipt(payment: Payment): Promise<void> {
  if (!payment.payerId) return;
  const [payer, payee] = await Promise.all([
    prisma.user.findUnique({ where: { id: payment.payerId }, select: { email: true } }),
    payment.payeeId ? prisma.user.findUnique({ where: { id: payment.payeeId }, select: { username: true } }) : null,
  ]);
  if (!payer) return;
  const descriptor = env().BILLING_DESCRIPTOR;
  const amount = formatMoney("en", payment.amountCents / 100, payment.currency);
  const lines = [
    `Thank you for your payment.`,
    ``,
    `Amount: ${amount}`,
    `For: ${WHAT[payment.kind]}${payee ? ` (@${payee.username})` : ""}${payment.renewal ? ", renewal" : ""}`,
    ...(payment.periodEnd ? [`Period: until ${payment.periodEnd.toISOString().slice(0, 10)}`] : []),
    `Card: ${payment.cardBrand} ending in ${payment.cardLast4}`,
    `Date: ${payment.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC`,
    `Reference: ${payment.id}`,
    ``,
    `It appears on your card statement as ${descriptor}.`,
  ];
  await sendMail({ to: payer.email, subject: `Your receipt from ${descriptor}`, text: lines.join("\n") });
}
