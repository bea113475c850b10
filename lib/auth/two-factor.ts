// Two-factor sign-in with time-based one-time codes (RFC 6238, otplib) and single-use recovery
// codes. The secret is kept sealed (AES-256-GCM, key derived from AUTH_SECRET); a code's time
// step is remembered so the same code never works twice.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { prisma } from "@/lib/db";
import { authSecret } from "@/lib/env";
import { badRequest, conflict, forbidden, unauthorized } from "@/lib/errors";
import { verifyPassword } from "@/lib/auth/password";
import { consume, limiter } from "@/lib/rate-limit";

const ISSUER = "Velvet";
const RECOVERY_CODES = 10;
/** One period either side of now: a phone clock 30 s off still works. */
const TOLERANCE_SECONDS = 30;
export const INVALID_CODE = "INVALID_VERIFICATION_CODE";
const TOO_MANY = "TWO_FACTOR_TOO_MANY";

/** Wrong codes per account: 10 in 15 minutes, then 15 minutes of refusal (a 6-digit code is guessable otherwise). */
const perAccount = () => limiter("2fa-account", 10, 15 * 60, 15 * 60);

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), Buffer.alloc(0), "velvet totp secret", 32));
}

function seal(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

function unseal(sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** A recovery code as typed: case, spaces and dashes do not matter. */
const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

function newRecoveryCode(): string {
  const raw = randomBytes(8).toString("hex"); // 16 hex digits, shown as xxxx-xxxx-xxxx-xxxx
  return raw.match(/.{4}/g)!.join("-");
}

type TwoFactorUser = { id: string; email: string; totpSecret: string | null; totpEnabledAt: Date | null; totpLastStep: number | null };

async function loadUser(userId: string): Promise<TwoFactorUser> {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, totpSecret: true, totpEnabledAt: true, totpLastStep: true },
  });
  if (!user) throw unauthorized();
  return user;
}

/** New secrets per account: 10 in 15 minutes. */
const setupsPerAccount = () => limiter("2fa-setup", 10, 15 * 60);

/** POST /api/users/2fa/setup: a new secret (not in force until enabled with a code from it). */
export async function setupTwoFactor(userId: string) {
  await consume(setupsPerAccount(), userId, TOO_MANY);
  const user = await loadUser(userId);
  if (user.totpEnabledAt) throw conflict("TWO_FACTOR_ALREADY_ON");
  const secret = generateSecret();
  await prisma.user.update({ where: { id: userId }, data: { totpSecret: seal(secret), totpLastStep: null } });
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(otpauthUrl, { type: "svg", margin: 1 })).toString("base64")}`;
  return { secret, otpauthUrl, qrCode };
}

/** Checks a 6-digit code against the user's secret; on success remembers its time step (no replay). */
async function acceptTotp(user: TwoFactorUser, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code) || !user.totpSecret) return false;
  const secret = unseal(user.totpSecret);
  if (!secret) return false;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(user.totpLastStep !== null ? { afterTimeStep: user.totpLastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid || !("timeStep" in result)) return false;
  // Conditional on the step we read, so two requests racing with one code cannot both pass.
  const { count } = await prisma.user.updateMany({
    where: { id: user.id, totpLastStep: user.totpLastStep },
    data: { totpLastStep: result.timeStep },
  });
  return count === 1;
}

async function acceptRecoveryCode(userId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecovery(code);
  if (!/^[0-9a-f]{16}$/.test(normalized)) return false;
  const { count } = await prisma.recoveryCode.updateMany({
    where: { userId, codeHash: sha256(normalized), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

/**
 * The second factor of an account where it is on: a current TOTP code or an unused recovery
 * code (which is then spent). Wrong codes count toward the account's limit. Throws 401.
 */
export async function verifySecondFactor(userId: string, code: string): Promise<void> {
  const user = await loadUser(userId);
  if (!user.totpEnabledAt) return;
  await checkCode(user, code);
}

async function checkCode(user: TwoFactorUser, code: string): Promise<void> {
  const limit = perAccount();
  const state = await limit.get(user.id);
  if (state && state.remainingPoints <= 0) throw unauthorized(TOO_MANY);
  const trimmed = code.trim();
  if ((await acceptTotp(user, trimmed)) || (user.totpEnabledAt && (await acceptRecoveryCode(user.id, trimmed)))) return;
  await consume(limit, user.id, TOO_MANY).catch(() => undefined);
  throw unauthorized(INVALID_CODE);
}

/** POST /api/users/2fa/enable {code}: turns it on and answers ten single-use recovery codes. */
export async function enableTwoFactor(userId: string, code: string): Promise<string[]> {
  const user = await loadUser(userId);
  if (user.totpEnabledAt) throw conflict("TWO_FACTOR_ALREADY_ON");
  if (!user.totpSecret) throw badRequest("TWO_FACTOR_SETUP_FIRST");
  await checkCode(user, code);
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await prisma.$transaction([
    prisma.recoveryCode.deleteMany({ where: { userId } }),
    prisma.recoveryCode.createMany({ data: codes.map((c) => ({ userId, codeHash: sha256(normalizeRecovery(c)) })) }),
    prisma.user.update({ where: { id: userId }, data: { totpEnabledAt: new Date() } }),
  ]);
  return codes;
}

/** POST /api/users/2fa/disable {password, code}: both proofs, then the secret and codes are gone. */
export async function disableTwoFactor(userId: string, password: string, code: string): Promise<void> {
  const withHash = await prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!withHash) throw unauthorized();
  if (!(await verifyPassword(withHash.passwordHash, password))) throw forbidden("PASSWORD_INCORRECT");
  const user = await loadUser(userId);
  if (!user.totpEnabledAt) throw badRequest("TWO_FACTOR_NOT_ON");
  await checkCode(user, code);
  await prisma.$transaction([
    prisma.recoveryCode.deleteMany({ where: { userId } }),
    prisma.user.update({ where: { id: userId }, data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null } }),
  ]);
}

/** GET /api/users/2fa: whether it is on, and how many recovery codes are left. */
export async function twoFactorStatus(userId: string) {
  const user = await loadUser(userId);
  const left = user.totpEnabledAt ? await prisma.recoveryCode.count({ where: { userId, usedAt: null } }) : 0;
  return { enabled: Boolean(user.totpEnabledAt), recoveryCodesLeft: left };
}
