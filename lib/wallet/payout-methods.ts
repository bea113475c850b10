import { z } from "zod";
import { prisma } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { lockUserWallet } from "@/lib/wallet/lock";

const REQUIRED = "Please fill all required fields";
const opt = (max: number) => z.string().trim().max(max).optional().transform((v) => (v ? v : undefined));

export const payoutInputSchema = z.object({
  type: z.enum(["bank", "paypal", "stripe"], { error: "Please choose bank, paypal or stripe" }),
  accountName: opt(100),
  bankName: opt(100),
  accountNumber: opt(64),
  routingNumber: opt(34),
  paypalEmail: opt(254),
  stripeAccount: opt(100),
});
export type PayoutInput = z.infer<typeof payoutInputSchema>;

type PayoutRow = {
  id: string; type: "bank" | "paypal" | "stripe"; accountName: string | null; bankName: string | null;
  accountLast4: string | null; routingNumber: string | null; paypalEmail: string | null; stripeAccount: string | null;
  isDefault: boolean; createdAt: Date;
};

function describe(m: PayoutRow): string {
  if (m.type === "bank") return `${m.bankName ?? m.accountName ?? "Bank"} ****${m.accountLast4}`;
  if (m.type === "paypal") return m.paypalEmail ?? "PayPal";
  return m.stripeAccount ?? "Stripe";
}

function toPayout(m: PayoutRow) {
  return {
    id: m.id,
    _id: m.id,
    type: m.type,
    details: describe(m),
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

/** Only what identifies the method is kept: a bank account number is reduced to its last 4 digits. */
function toData(input: PayoutInput) {
  if (input.type === "bank") {
    const digits = (input.accountNumber ?? "").replace(/[\s-]/g, "");
    if (!input.accountName || !digits) throw badRequest(REQUIRED);
    if (!/^[A-Za-z0-9]{4,34}$/.test(digits)) throw badRequest("Please enter a valid account number", { accountNumber: ["Invalid account number"] });
    return { type: "bank" as const, accountName: input.accountName, bankName: input.bankName ?? null, accountLast4: digits.slice(-4), routingNumber: input.routingNumber ?? null };
  }
  if (input.type === "paypal") {
    if (!input.paypalEmail) throw badRequest(REQUIRED);
    if (!z.email().safeParse(input.paypalEmail).success) throw badRequest("Please enter a valid email", { paypalEmail: ["Invalid email"] });
    return { type: "paypal" as const, paypalEmail: input.paypalEmail.toLowerCase() };
  }
  if (!input.stripeAccount) throw badRequest(REQUIRED);
  return { type: "stripe" as const, stripeAccount: input.stripeAccount };
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
    if (!row) throw notFound("Payout method not found");
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
    if (!row) throw notFound("Payout method not found");
    await tx.payoutMethod.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    await tx.payoutMethod.update({ where: { id }, data: { isDefault: true } });
  });
  return listPayoutMethods(userId);
}
