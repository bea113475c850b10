import type { z } from "zod";
import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { badRequest, fieldError } from "@/lib/errors";
import { afterResponse } from "@/lib/http/after-response";
import { sendMail } from "@/lib/mail";
import { consume, limiter } from "@/lib/rate-limit";
import { hashPassword } from "@/lib/auth/password";
import { endUserSessions } from "@/lib/auth/sessions";
import { resetMail } from "@/lib/account/reset-mail";
import { hashMailToken, newMailToken } from "@/lib/account/mail-token";
import type { forgotPasswordSchema, resetPasswordSchema } from "@/shared/schemas/account";

export const RESET_REQUESTED = "If an account exists for this email, a reset link has been sent.";
export const RESET_DONE = "Your password has been reset. You can now sign in with your new password.";
const TOO_MANY = "RESET_TOO_MANY";
const TOKEN_TTL_MS = 60 * 60 * 1000;

// Per client (address) and per e-mail address, whether or not an account exists, so the
// answer never tells the two cases apart.
const perClient = () => limiter("forgot-client", 10, 60 * 60);
const perEmail = () => limiter("forgot-email", 3, 60 * 60);
const resetPerClient = () => limiter("reset-client", 20, 15 * 60);

/**
 * Starts a reset. The answer is the same, in text and in time, whether or not an account has
 * this address: the request path only spends the rate-limit budgets (per client and per
 * address, counted alike for every address) and returns; looking the account up, issuing the
 * token and writing the mail happen after the answer has been sent (mailResetLink).
 */
export async function requestPasswordReset(input: z.infer<typeof forgotPasswordSchema>, client: string): Promise<string> {
  await consume(perClient(), client, TOO_MANY);
  await consume(perEmail(), input.email, TOO_MANY);
  afterResponse("password reset mail not sent", () => mailResetLink(input.email, input.locale ?? null));
  return RESET_REQUESTED;
}

/**
 * Mails a reset link to the account with this address, if there is one: a new single-use token
 * (its sha256 stored, older unused tokens of the user invalidated), valid one hour. Also used
 * to let an owner secure their account after undoing an e-mail change.
 */
export async function mailResetLink(email: string, locale: string | null): Promise<boolean> {
  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, locale: true },
  });
  if (!user) return false;
  const { token, tokenHash } = newMailToken();
  const now = new Date();
  await prisma.$transaction(async (tx) => {
    // one issuer per account at a time, so two quick requests leave exactly one live token
    await kysely(tx).selectFrom("User").select("id").where("id", "=", user.id).forUpdate().execute();
    await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
    await tx.passwordResetToken.create({ data: { userId: user.id, tokenHash, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) } });
  });
  await sendMail(resetMail({ to: user.email, firstName: user.firstName, token, locale: locale ?? user.locale ?? null }));
  return true;
}

/** Sets a new password from a valid, unused, unexpired token; the token is spent in the same transaction. */
export async function resetPassword(input: z.infer<typeof resetPasswordSchema>, client: string): Promise<string> {
  await consume(resetPerClient(), client);
  const tokenHash = hashMailToken(input.token);
  const now = new Date();
  const invalid = () => badRequest("RESET_LINK_INVALID", { errors: fieldError("token", "RESET_LINK_INVALID") });
  // a cheap check first, so a bad link costs no password hashing
  const known = await prisma.passwordResetToken.findUnique({ where: { tokenHash }, select: { usedAt: true, expiresAt: true } });
  if (!known || known.usedAt || known.expiresAt <= now) throw invalid();
  const passwordHash = await hashPassword(input.password);
  await prisma.$transaction(async (tx) => {
    // Spending the token is the guard: of two concurrent uses only one updates the row.
    const spent = await tx.passwordResetToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (spent.count !== 1) throw invalid();
    const { userId } = await tx.passwordResetToken.findUniqueOrThrow({ where: { tokenHash }, select: { userId: true } });
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    // any other link still in flight for this account stops working too
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
    // and every device signed in to it is signed out (whoever had the old password included)
    await endUserSessions(userId, undefined, tx);
  });
  return RESET_DONE;
}
