import type { Tx } from "@/lib/db";
import { endUserSessions } from "@/lib/auth/sessions";
import type { AccountStatus } from "@/lib/generated/prisma/client";
import { DEFAULT_SUSPENSION_DAYS } from "@/shared/schemas/reports";

// What an account measure does (docs/decisions/031-moderation.md):
//  - restricted: the member stays reachable but is left out of discovery, trending and search
//    (lib/access/accounts.ts accountDiscoverableSql);
//  - suspended for N days (default 7): cannot sign in, every session ends, nothing of theirs is
//    shown to anybody until suspendedUntil (it lifts itself then);
//  - banned: the same, for good, and the subscriptions to them stop renewing;
//  - active: back to normal (a restore).

/** The account's state before a measure, kept to undo it (an appeal overturned the decision). */
export type AccountBefore = { accountStatus: AccountStatus; suspendedUntil: string | null; stoppedRenewals?: string[] };

export async function applyAccountStatus(tx: Tx, userId: string, status: AccountStatus, days: number | undefined, now: Date): Promise<AccountBefore> {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { accountStatus: true, suspendedUntil: true } });
  const before: AccountBefore = { accountStatus: user.accountStatus, suspendedUntil: user.suspendedUntil?.toISOString() ?? null };
  const suspendedUntil = status === "suspended" ? new Date(now.getTime() + (days ?? DEFAULT_SUSPENSION_DAYS) * 86_400_000) : null;
  await tx.user.update({ where: { id: userId }, data: { accountStatus: status, suspendedUntil }, select: { id: true } });
  if (status === "suspended" || status === "banned") await endUserSessions(userId, undefined, tx);
  if (status === "banned") {
    const renewing = await tx.subscription.findMany({ where: { creatorId: userId, autoRenew: true }, select: { id: true } });
    if (renewing.length) {
      await tx.subscription.updateMany({ where: { id: { in: renewing.map((s) => s.id) } }, data: { autoRenew: false } });
      before.stoppedRenewals = renewing.map((s) => s.id);
    }
  }
  return before;
}

/** Undoes a measure: the status it replaced, and the renewals a ban stopped. */
export async function restoreAccountStatus(tx: Tx, userId: string, before: AccountBefore): Promise<void> {
  await tx.user.update({
    where: { id: userId },
    data: { accountStatus: before.accountStatus, suspendedUntil: before.suspendedUntil ? new Date(before.suspendedUntil) : null },
    select: { id: true },
  });
  if (before.stoppedRenewals?.length) {
    // only those still running: a subscription cancelled or ended meanwhile stays as it is
    await tx.subscription.updateMany({ where: { id: { in: before.stoppedRenewals }, status: "active" }, data: { autoRenew: true } });
  }
}
