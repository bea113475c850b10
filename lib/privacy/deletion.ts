import { content } from "@/lib/notifications/templates";
import { prisma, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { fieldError, forbidden, unauthorized } from "@/lib/errors";
import { consume, isBlocked, limiter } from "@/lib/rate-limit";
import { tooManyRequests } from "@/lib/errors";
import { dummyPasswordHash, verifyPassword } from "@/lib/auth/password";
import { endUserSessions } from "@/lib/auth/sessions";
import { verifySecondFactor } from "@/lib/auth/two-factor";
import { notifyMany } from "@/lib/notifications/notify";
import { publicName } from "@/lib/users/public-name";
import { revalidatePublicProfile } from "@/lib/profiles/revalidate";
import type { DeleteAccountInput, RestoreAccountInput } from "@/shared/schemas/privacy";

// "Delete my account" (issue 26, docs/privacy.md). A request takes effect at once: every session
// ends (lib/auth/sessions.ts; the realtime service closes their sockets within seconds), nothing of
// the member is shown any more and nobody can subscribe to, tip, message or buy from them (the
// account rule, lib/access/accounts.ts, reads User.deletionRequestedAt), and the subscriptions on
// either side stop renewing. After ACCOUNT_DELETION_GRACE_DAYS the erase job erases the account
// (lib/privacy/erase.ts); until then POST /api/users/me/restore brings everything back as it was.

const DAY_MS = 24 * 60 * 60 * 1000;
const TOO_MANY = "PRIVACY_TOO_MANY";

const deleteLimiter = () => limiter("account-delete", 10, 15 * 60, 15 * 60);
const restoreLimiter = () => limiter("account-restore", 10, 15 * 60, 15 * 60);

/** When an account asked to be deleted at `at` is erased. */
export function deletionDate(at: Date, graceDays = env().ACCOUNT_DELETION_GRACE_DAYS): Date {
  return new Date(at.getTime() + graceDays * DAY_MS);
}

/** The live subscriptions on either side of the member stop renewing; marked so a restore can undo it. */
async function pauseSubscriptions(tx: Tx, userId: string, now: Date): Promise<void> {
  const live = await tx.subscription.findMany({
    where: { OR: [{ subscriberId: userId }, { creatorId: userId }], status: { in: ["active", "past_due"] }, deletionPausedAt: null },
    select: { id: true, status: true, autoRenew: true },
  });
  for (const s of live) {
    await tx.subscription.update({
      where: { id: s.id },
      data: { status: "cancelled", cancelledAt: now, autoRenew: false, deletionPausedAt: now, deletionPausedAutoRenew: s.autoRenew },
    });
  }
}

/** A creator's fans are told their subscription will not renew. */
async function tellFans(tx: Tx, creator: { id: string; username: string; firstName: string; lastName: string; displayName: string | null }, now: Date) {
  const fans = await tx.subscription.findMany({
    where: { creatorId: creator.id, deletionPausedAt: now },
    select: { subscriberId: true },
  });
  const name = publicName(creator);
  await notifyMany(
    fans.map((f) => ({
      recipientId: f.subscriberId,
      priority: "high" as const,
      ...content("creator_left", { name }),
    })),
    tx,
  );
}

/** DELETE /api/users/me {password, code?}: 202 {deletionScheduledFor}. A wrong password is 403 and nothing happens. */
export async function requestAccountDeletion(userId: string, input: DeleteAccountInput, now = new Date()): Promise<{ deletionScheduledFor: string }> {
  await consume(deleteLimiter(), userId, TOO_MANY);
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, role: true, username: true, firstName: true, lastName: true, displayName: true, passwordHash: true, totpEnabledAt: true, deletionRequestedAt: true },
  });
  if (!user) throw unauthorized();
  if (user.role === "ADMIN") throw forbidden("ADMIN_ACCOUNT_NOT_DELETABLE");
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw forbidden("WRONG_PASSWORD", { errors: fieldError("password", "WRONG_PASSWORD") });
  }
  if (user.totpEnabledAt) {
    if (!input.code) throw forbidden("TWO_FACTOR_CODE_REQUIRED", { errors: fieldError("code", "TWO_FACTOR_CODE_REQUIRED") });
    await verifySecondFactor(user.id, input.code);
  }
  const scheduled = deletionDate(now);
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { deletionRequestedAt: now, deletionScheduledFor: scheduled } });
    await endUserSessions(user.id, undefined, tx);
    await pauseSubscriptions(tx, user.id, now);
    await tellFans(tx, user, now);
  });
  await endUserSessions(user.id); // and this process forgets them at once
  await revalidatePublicProfile(user.id);
  return { deletionScheduledFor: scheduled.toISOString() };
}

/**
 * POST /api/users/me/restore {email, password} (no token): within the grace period, the account
 * comes back as it was (shown again, subscriptions paused by the deletion running and renewing
 * again where their period has not ended). The member then signs in as usual.
 */
export async function restoreAccount(input: RestoreAccountInput, clientKey: string, now = new Date()): Promise<{ restored: true }> {
  const key = `${clientKey}|${input.email}`;
  if (await isBlocked(restoreLimiter(), key)) throw tooManyRequests(TOO_MANY);
  const user = await prisma.user.findUnique({
    where: { email: input.email },
    select: { id: true, passwordHash: true, deletionRequestedAt: true, deletionScheduledFor: true, erasedAt: true },
  });
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  const restorable = user && ok && user.deletionRequestedAt && !user.erasedAt && user.deletionScheduledFor && user.deletionScheduledFor > now;
  if (!restorable) {
    await consume(restoreLimiter(), key, TOO_MANY);
    throw unauthorized("RESTORE_REFUSED");
  }
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { deletionRequestedAt: null, deletionScheduledFor: null } });
    const paused = await tx.subscription.findMany({
      where: { OR: [{ subscriberId: user.id }, { creatorId: user.id }], deletionPausedAt: { not: null } },
      select: { id: true, endDate: true, deletionPausedAutoRenew: true },
    });
    for (const s of paused) {
      const running = s.endDate > now;
      await tx.subscription.update({
        where: { id: s.id },
        data: running
          ? { status: "active", cancelledAt: null, autoRenew: s.deletionPausedAutoRenew ?? false, deletionPausedAt: null, deletionPausedAutoRenew: null }
          : { deletionPausedAt: null, deletionPausedAutoRenew: null },
      });
    }
  });
  await revalidatePublicProfile(user.id);
  return { restored: true };
}
