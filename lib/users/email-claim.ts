import { prisma, type Tx } from "@/lib/db";
import { conflict, fieldError } from "@/lib/errors";


type Db = Tx | typeof prisma;

/**
 * 409 when `email` belongs to an account other than `claimantId` (null: a new account), or is the
 * former address of another account whose e-mail change can still be undone
 * (lib/account/email-change.ts): the owner must be able to get it back during that week.
 */
export async function assertEmailClaimable(email: string, claimantId: string | null, now = new Date(), db: Db = prisma): Promise<void> {
  const other = claimantId ? { not: claimantId } : undefined;
  const [owner, reserved] = await Promise.all([
    db.user.findFirst({ where: { email, id: other }, select: { id: true } }),
    db.emailChange.findFirst({
      where: {
        oldEmail: email,
        userId: other,
        confirmedAt: { not: null },
        undoneAt: null,
        cancelledAt: null,
        undoExpiresAt: { gt: now },
      },
      select: { id: true },
    }),
  ]);
  if (owner || reserved) throw conflict("EMAIL_TAKEN", { errors: fieldError("email", "EMAIL_TAKEN") });
}
