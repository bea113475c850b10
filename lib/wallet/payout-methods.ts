import { prisma } from "@/lib/db";
import { badRequest, notFound, fieldError } from "@/lib/errors";
import { lockUserWallet } from "@/lib/wallet/lock";
import type { PayoutInput } from "@/shared/schemas/wallet";
import { accountDigits, checkPayout, payoutMethodLabel } from "@/shared/validation/payout";

type PayoutRow = {
  id: string; type: "bank" | "paypal" | "stripe"; accountName: string | null; bankName: string | null;
  accountLast4: string | null; routingNumber: string | null; paypalEmail: string | null; stripeAccount: string | null;
  isDefault: boolean; createdAt: Date;
};

function toPayout(m: PayoutRow) {
  return {
    id: m.id,
    _id: m.id,
    type: m.type,
    details: payoutMethodLabel(m),
    accountName: m.accountName,
    bankName: m.bankName,
    accountLast4: m.accountLast4,
    routingNumber: m.routingNumber,
    paypalEmail: m.paypalEmail,
    stripeAccount: m.stripeAccount,
    isDefault: m.isDefault,
    createdAt: m.createdAt.toISOString(),
  };
}

/** The rules of shared/validation/payout.ts; then only what identifies the method is kept: a bank account number is reduced to its last 4 digits. */
function toData(input: PayoutInput) {
  const problem = checkPayout(input);
  if (problem) throw badRequest(problem.code, problem.detailCode ? { errors: fieldError(problem.field, problem.detailCode) } : undefined);
  if (input.type === "bank") {
    return {
      type: "bank" as const,
      accountName: input.accountName!,
      bankName: input.bankName ?? null,
      accountLast4: accountDigits(input.accountNumber).slice(-4),
      routingNumber: input.routingNumber ?? null,
    };
  }
  if (input.type === "paypal") return { type: "paypal" as const, paypalEmail: input.paypalEmail!.toLowerCase() };
  return { type: "stripe" as const, stripeAccount: input.stripeAccount! };
}

export async function listPayoutMethods(userId: string) {
  const rows = await prisma.payoutMethod.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toPayout);
}

/** Adds a method; the first one a user adds becomes the default. */
export async function addPayoutMethod(userId: string, input: PayoutInput) {
  const data = toData(input);
  const row = await prisma.$transaction(async (tx) => {
    await lockUserWallet(tx, userId, "payout");
    const existing = await tx.payoutMethod.count({ where: { userId } });
    return tx.payoutMethod.create({ data: { ...data, userId, isDefault: existing === 0 } });
  });
  return toPayout(row);
}

/** Deletes one of the viewer's methods; if it was the default, the newest remaining one becomes default. */
export async function deletePayoutMethod(userId: string, id: string) {
  await prisma.$transaction(async (tx) => {
    await lockUserWallet(tx, userId, "payout");
    const row = await tx.payoutMethod.findFirst({ where: { id, userId }, select: { isDefault: true } });
    if (!row) throw notFound("PAYOUT_METHOD_NOT_FOUND");
    await tx.payoutMethod.delete({ where: { id } });
    if (row.isDefault) {
      const next = await tx.payoutMethod.findFirst({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
      if (next) await tx.payoutMethod.update({ where: { id: next.id }, data: { isDefault: true } });
    }
  });
}

export async function setDefaultPayoutMethod(userId: string, id: string) {
  await prisma.$transaction(async (tx) => {
    await lockUserWallet(tx, userId, "payout");
    const row = await tx.payoutMethod.findFirst({ where: { id, userId }, select: { id: true } });
    if (!row) throw notFound("PAYOUT_METHOD_NOT_FOUND");
    await tx.payoutMethod.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    await tx.payoutMethod.update({ where: { id }, data: { isDefault: true } });
  });
  return listPayoutMethods(userId);
}
