import type { z } from "zod";
import { prisma } from "@/lib/db";
import { badRequest, unauthorized, unavailable, conflict, fieldError, forbidden } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { consume, limiter } from "@/lib/rate-limit";
import { verifyPassword } from "@/lib/auth/password";
import { endUserSessions } from "@/lib/auth/sessions";
import { assertEmailClaimable } from "@/lib/users/email-claim";
import { emailChangedNoticeMail, emailConfirmMail } from "@/lib/account/email-change-mail";
import { hashMailToken, newMailToken } from "@/lib/account/mail-token";
import { mailResetLink } from "@/lib/account/password-reset";
import type { emailChangeSchema } from "@/shared/schemas/account";

// Changing the account's e-mail needs proof (decision 013):
//  1. PUT /api/users/email {email, password}: the current password must match (else 403, nothing
//     changes); a pending change is stored (sha256 of a single-use token, 24 h) and the link is
//     mailed to the NEW address. The account keeps its address meanwhile.
//  2. POST /api/users/email/confirm {token}: the address changes (409 if it was taken meanwhile)
//     and the OLD address gets a notice with an undo link (7 days).
//  3. POST /api/users/email/undo {token}: the old address comes back, every other change of the
//     account is void, reset links out are spent, every session of the account ends, and a fresh
//     reset link goes to the old address so its owner can choose a new password.

const CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
export const UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const TOO_MANY = "EMAIL_CHANGE_TOO_MANY";
export const EMAIL_CHANGE_REQUESTED = "We sent a confirmation link to your new address. Your e-mail changes once you open it.";
export const EMAIL_CHANGED = "Your e-mail address has been changed.";
export const EMAIL_RESTORED = "Your previous e-mail address is back. We sent it a link to choose a new password.";

// Per account (wrong passwords count too) and, for the links, per client.
const perUser = () => limiter("email-change", 5, 60 * 60);
const linksPerClient = () => limiter("email-link-client", 20, 15 * 60);

const invalidLink = () => badRequest("LINK_INVALID", { errors: fieldError("token", "LINK_INVALID") });
const taken = () => conflict("EMAIL_TAKEN", { errors: fieldError("email", "EMAIL_TAKEN") });
const isUniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";

export type PendingEmail = { email: string; expiresAt: string };

/** The account's change waiting for confirmation, if any (the settings page shows it). */
export async function pendingEmailChange(userId: string, now = new Date()): Promise<PendingEmail | null> {
  const row = await prisma.emailChange.findFirst({
    where: { userId, confirmedAt: null, cancelledAt: null, confirmExpiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { newEmail: true, confirmExpiresAt: true },
  });
  return row ? { email: row.newEmail, expiresAt: row.confirmExpiresAt.toISOString() } : null;
}

export async function requestEmailChange(userId: string, input: z.infer<typeof emailChangeSchema>): Promise<PendingEmail> {
  await consume(perUser(), userId, TOO_MANY);
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, firstName: true, locale: true, passwordHash: true },
  });
  if (!user) throw unauthorized("AUTHENTICATION_REQUIRED");
  if (!(await verifyPassword(user.passwordHash, input.password))) throw forbidden("PASSWORD_INCORRECT", { errors: fieldError("password", "PASSWORD_INCORRECT") });
  if (input.email === user.email) throw badRequest("EMAIL_SAME", { errors: fieldError("email", "EMAIL_SAME") });
  const now = new Date();
  await assertEmailClaimable(input.email, userId, now);

  const { token, tokenHash } = newMailToken();
  const expiresAt = new Date(now.getTime() + CONFIRM_TTL_MS);
  await prisma.$transaction([
    // one pending change at a time: an older link stops working
    prisma.emailChange.updateMany({ where: { userId, confirmedAt: null, cancelledAt: null }, data: { cancelledAt: now } }),
    prisma.emailChange.create({
      data: { userId, oldEmail: user.email, newEmail: input.email, confirmTokenHash: tokenHash, confirmExpiresAt: expiresAt },
    }),
  ]);
  try {
    await sendMail(emailConfirmMail({ to: input.email, firstName: user.firstName, token, locale: user.locale }));
  } catch (err) {
    log.error({ err, userId }, "e-mail change confirmation not sent");
    throw unavailable("EMAIL_NOT_SENT");
  }
  return { email: input.email, expiresAt: expiresAt.toISOString() };
}

/** Opens the confirmation link: the account's e-mail becomes the new address; the old one is told, with an undo link. */
export async function confirmEmailChange(token: string, client: string): Promise<{ email: string }> {
  await consume(linksPerClient(), client, TOO_MANY);
  const now = new Date();
  const row = await prisma.emailChange.findUnique({ where: { confirmTokenHash: hashMailToken(token) } });
  if (!row || row.confirmedAt || row.cancelledAt || row.confirmExpiresAt <= now) throw invalidLink();
  // taken by someone else since the request (a sign-up or another change): checked again
  await assertEmailClaimable(row.newEmail, row.userId, now);

  const undo = newMailToken();
  let user: { firstName: string; locale: string | null };
  try {
    user = await prisma.$transaction(async (tx) => {
      // spending the link is the guard: of two concurrent uses only one updates the row
      const spent = await tx.emailChange.updateMany({
        where: { id: row.id, confirmedAt: null, cancelledAt: null, confirmExpiresAt: { gt: now } },
        data: { confirmedAt: now, undoTokenHash: undo.tokenHash, undoExpiresAt: new Date(now.getTime() + UNDO_TTL_MS) },
      });
      if (spent.count !== 1) throw invalidLink();
      // the account must still have the address the change started from
      const moved = await tx.user.updateMany({ where: { id: row.userId, email: row.oldEmail }, data: { email: row.newEmail } });
      if (moved.count !== 1) throw invalidLink();
      // reset links went to the old address: they stop working
      await tx.passwordResetToken.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: now } });
      return tx.user.findUniqueOrThrow({ where: { id: row.userId }, select: { firstName: true, locale: true } });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  try {
    await sendMail(
      emailChangedNoticeMail({ to: row.oldEmail, newEmail: row.newEmail, firstName: user.firstName, token: undo.token, locale: user.locale }),
    );
  } catch (err) {
    log.error({ err, userId: row.userId }, "e-mail change notice not sent to the old address");
  }
  return { email: row.newEmail };
}

/**
 * Opens the undo link sent to the old address: the old address is the account's again, every
 * other change of the account (pending, or confirmed with an undo still open) is void, reset links
 * out are spent, every session ends, and a new reset link goes to the old address, so its owner can
 * lock out whoever changed it.
 */
export async function undoEmailChange(token: string, client: string): Promise<string> {
  await consume(linksPerClient(), client, TOO_MANY);
  const now = new Date();
  const row = await prisma.emailChange.findUnique({ where: { undoTokenHash: hashMailToken(token) } });
  if (!row || !row.confirmedAt || row.undoneAt || row.cancelledAt || !row.undoExpiresAt || row.undoExpiresAt <= now) throw invalidLink();
  try {
    await prisma.$transaction(async (tx) => {
      const spent = await tx.emailChange.updateMany({
        where: { id: row.id, undoneAt: null, cancelledAt: null, undoExpiresAt: { gt: now } },
        data: { undoneAt: now },
      });
      if (spent.count !== 1) throw invalidLink();
      await tx.user.update({ where: { id: row.userId }, data: { email: row.oldEmail } });
      await tx.emailChange.updateMany({
        where: { userId: row.userId, id: { not: row.id }, undoneAt: null, cancelledAt: null },
        data: { cancelledAt: now },
      });
      await tx.passwordResetToken.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: now } });
      // and every device signed in to the account is signed out (whoever changed the address included)
      await endUserSessions(row.userId, undefined, tx);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  try {
    await mailResetLink(row.oldEmail, null);
  } catch (err) {
    log.error({ err, userId: row.userId }, "reset link after an e-mail undo not sent");
  }
  return EMAIL_RESTORED;
}
