import { signInRefusal } from "@/lib/access/accounts";
import type { AccountStatus } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db";
import { conflict, unauthorized, type ErrorCode, type FieldErrors, forbidden } from "@/lib/errors";
import { consume, isBlocked, limiter } from "@/lib/rate-limit";
import { tooManyRequests } from "@/lib/errors";
import { dummyPasswordHash, hashPassword, verifyPassword } from "@/lib/auth/password";
import { startSession, type SessionMeta, type SessionScope } from "@/lib/auth/sessions";
import { issueLoginChallenge, redeemLoginChallenge } from "@/lib/auth/login-challenge";
import type { LoginInput, RegisterInput } from "@/shared/schemas/users";
import { assertUsernameClaimable } from "@/lib/users/username-hold";
import { assertEmailClaimable } from "@/lib/users/email-claim";
import { declaredAtSignUp } from "@/lib/age-assurance/record";

const INVALID_LOGIN = "INVALID_CREDENTIALS";
const TOO_MANY = "SIGN_IN_LOCKED";

// Failed sign-ins are counted per client+account and per client; successes reset the pair.
const perAccount = () => limiter("login-account", 5, 15 * 60, 15 * 60);
const perClient = () => limiter("login-client", 30, 15 * 60, 15 * 60);

/** Who is signing in, for the session list and the per-client limits (`ip` is the client key of lib/rate-limit). */
export type ClientInfo = SessionMeta & { ip: string };

/** A sign-in either ends with a token or, for an account with two-factor sign-in, with a challenge. */
export type SignIn<U> =
  | { user: U; token: string; sessionId: string; twoFactorRequired?: undefined }
  | { twoFactorRequired: true; challenge: string };


export async function registerMember(input: RegisterInput, client: ClientInfo) {
  const taken = await prisma.user.findFirst({
    where: { OR: [{ username: input.username }, { email: input.email }] },
    select: { username: true, email: true },
  });
  if (taken) {
    const errors: FieldErrors = {};
    if (taken.username === input.username) errors.username = [{ code: "USERNAME_TAKEN" }];
    if (taken.email === input.email) errors.email = [{ code: "EMAIL_TAKEN" }];
    throw conflict(taken.username === input.username ? "USERNAME_TAKEN" : "EMAIL_TAKEN", { errors });
  }
  // a name released by a rename, or an address whose change can still be undone, stays its owner's
  await assertUsernameClaimable(input.username, null);
  await assertEmailClaimable(input.email, null);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await prisma.user.create({
      data: {
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        dateOfBirth: new Date(`${input.dateOfBirth}T00:00:00Z`),
        // the default age-assurance method: this declared 18+ date of birth (lib/age-assurance)
        ageAssuranceChecks: { create: declaredAtSignUp(new Date()) },
      },
    });
    return { user, ...(await startSession(user, client)) };
  } catch (err) {
    // Two concurrent sign-ups with the same name: the unique index decides.
    if ((err as { code?: string }).code === "P2002") throw conflict("USERNAME_OR_EMAIL_TAKEN");
    throw err;
  }
}

async function checkCredentials(
  where: { email: string } | { username: string },
  password: string,
  client: string,
  invalidMessage: ErrorCode,
) {
  const accountKey = `${client}|${"email" in where ? where.email : where.username}`;
  if ((await isBlocked(perAccount(), accountKey)) || (await isBlocked(perClient(), client))) {
    throw tooManyRequests(TOO_MANY);
  }
  const user = await prisma.user.findUnique({ where, omit: { passwordHash: false } });
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok) {
    await consume(perAccount(), accountKey, TOO_MANY);
    await consume(perClient(), client, TOO_MANY);
    throw unauthorized(invalidMessage);
  }
  await perAccount().delete(accountKey);
  const { passwordHash: _omit, ...safe } = user;
  void _omit;
  return safe;
}

type SafeUser = Awaited<ReturnType<typeof checkCredentials>>;

/** A suspended or banned account does not sign in (lib/access/accounts.ts): 403 with a stable code (the form shows it in the reader's language). */
function refuseBarredAccount(user: { accountStatus: AccountStatus; suspendedUntil: Date | null; deletionRequestedAt?: Date | null; erasedAt?: Date | null }): void {
  const code = signInRefusal(user);
  if (!code) return;
  throw forbidden(code);
}

/** After the right password: a session, or a challenge when the account has two-factor sign-in. */
async function finishSignIn(user: SafeUser, client: ClientInfo, scope: SessionScope): Promise<SignIn<SafeUser>> {
  refuseBarredAccount(user);
  if (user.totpEnabledAt) return { twoFactorRequired: true, challenge: await issueLoginChallenge(user.id, scope) };
  return { user, ...(await startSession(user, client, scope)) };
}

export async function loginMember(input: LoginInput, client: ClientInfo): Promise<SignIn<SafeUser>> {
  const user = await checkCredentials({ email: input.email }, input.password, client.ip, INVALID_LOGIN);
  return finishSignIn(user, client, "member");
}

const NOT_ADMIN = "NOT_ADMIN";

export async function loginAdmin(input: { username: string; password: string }, client: ClientInfo): Promise<SignIn<SafeUser>> {
  const user = await checkCredentials({ username: input.username }, input.password, client.ip, "INVALID_ADMIN_CREDENTIALS");
  if (user.role !== "ADMIN") throw unauthorized(NOT_ADMIN);
  return finishSignIn(user, client, "admin");
}

/** POST /api/users/login/2fa and /api/auth/login/2fa: the challenge and a code give the token. */
export async function completeTwoFactorSignIn(
  input: { challenge: string; code: string },
  client: ClientInfo,
  scope: SessionScope,
): Promise<{ user: SafeUser; token: string; sessionId: string }> {
  const userId = await redeemLoginChallenge(input.challenge, input.code, scope);
  const user = await prisma.user.findUnique({ where: { id: userId } });
  if (!user) throw unauthorized();
  if (scope === "admin" && user.role !== "ADMIN") throw unauthorized(NOT_ADMIN);
  refuseBarredAccount(user);
  return { user, ...(await startSession(user, client, scope)) };
}

/** Creates the admin account, or promotes and re-passwords an existing one (scripts/admin-create.ts). */
export async function upsertAdmin(username: string, password: string, email?: string) {
  const passwordHash = await hashPassword(password);
  return prisma.user.upsert({
    where: { username },
    update: { role: "ADMIN", passwordHash },
    create: {
      username,
      email: email ?? `${username}@admin.local`,
      passwordHash,
      firstName: "Admin",
      lastName: username,
      dateOfBirth: new Date("1990-01-01T00:00:00Z"),
      role: "ADMIN",
    },
  });
}
