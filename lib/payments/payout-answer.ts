import type { PayoutStatus } from "@/lib/generated/prisma/client";
import { centsToAmount } from "@/lib/users/serialize";
import type { PayoutAnswer } from "@/shared/answers/money";

/** The Payout columns of an answer (Prisma select). */
export const PAYOUT_SELECT = {
  id: true,
  amountCents: true,
  currency: true,
  status: true,
  methodLabel: true,
  note: true,
  createdAt: true,
  decidedAt: true,
} as const;

type PayoutRow = {
  id: string;
  amountCents: number;
  currency: string;
  status: PayoutStatus;
  methodLabel: string;
  note: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

/** A payout as its creator (and, with the creator, an admin) reads it. */
export function payoutAnswer(p: PayoutRow): PayoutAnswer {
  return {
    _id: p.id,
    amount: centsToAmount(p.amountCents) as number,
    currency: p.currency,
    status: p.status,
    method: p.methodLabel,
    note: p.note,
    createdAt: p.createdAt.toISOString(),
    decidedAt: p.decidedAt?.toISOString() ?? null,
  };
}
