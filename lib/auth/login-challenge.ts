// The second step of a two-factor sign-in. After the right password, an account with two-factor
// sign-in gets a challenge instead of a token: random, single-use, valid five minutes, five tries.
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db";
import { unauthorized } from "@/lib/errors";
import type { SessionScope } from "@/lib/auth/sessions";
import { verifySecondFactor } from "@/lib/auth/two-factor";

const TTL_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 5;
export const CHALLENGE_EXPIRED = "SIGN_IN_EXPIRED";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A new challenge for a user whose password was right; only its sha256 is stored. */
export async function issueLoginChallenge(userId: string, scope: SessionScope): Promise<string> {
  const challenge = randomBytes(32).toString("base64url");
  await prisma.loginChallenge.create({
    data: { userId, scope, tokenHash: sha256(challenge), expiresAt: new Date(Date.now() + TTL_MS) },
  });
  return challenge;
}

/**
 * Spends a challenge with a second-factor code and returns its user id. A wrong code is 401 and
 * uses one of the challenge's tries; an unknown, used, expired or exhausted challenge is 401.
 */
export async function redeemLoginChallenge(challenge: string, code: string, scope: SessionScope): Promise<string> {
  const row = await prisma.loginChallenge.findUnique({ where: { tokenHash: sha256(challenge) } });
  if (!row || row.scope !== scope || row.usedAt || row.expiresAt.getTime() <= Date.now() || row.attempts >= MAX_ATTEMPTS) {
    throw unauthorized(CHALLENGE_EXPIRED);
  }
  await prisma.loginChallenge.update({ where: { id: row.id }, data: { attempts: { increment: 1 } } });
  await verifySecondFactor(row.userId, code);
  // Conditional: two requests racing with the same challenge cannot both sign in.
  const { count } = await prisma.loginChallenge.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
  if (count !== 1) throw unauthorized(CHALLENGE_EXPIRED);
  return row.userId;
}
