import { prisma } from "@/lib/db";
import { toCents } from "@/shared/validation/amount";
import { badRequest, conflict, notFound, fieldError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ProfileUpdate } from "@/shared/schemas/profiles";
import { getUserCounts } from "@/lib/users/counts";
import { centsToAmount, toFullUser } from "@/lib/users/serialize";
import { assertUsernameClaimable, recordRename } from "@/lib/users/username-hold";

/**
 * Updates the viewer's own profile. A username taken by someone else, or released by someone else
 * less than 30 days ago (lib/users/username-hold.ts), is 409; the name given up is held for the
 * user. The e-mail cannot change here (lib/account/email-change.ts does it with proof): sending
 * the current address is accepted (forms send every field), another one is 400.
 */
export async function updateProfile(userId: string, input: ProfileUpdate) {
  const current = await prisma.user.findUnique({ where: { id: userId }, select: { username: true, email: true } });
  if (!current) throw notFound("USER_NOT_FOUND");
  if (input.email !== undefined && input.email !== current.email) {
    throw badRequest("EMAIL_NEEDS_CONFIRMATION", { errors: fieldError("email", "EMAIL_NEEDS_CONFIRMATION") });
  }
  const now = new Date();
  const rename = input.username !== undefined && input.username !== current.username ? input.username : null;
  if (rename) {
    const taken = await prisma.user.findFirst({ where: { id: { not: userId }, username: rename }, select: { id: true } });
    if (taken) throw usernameTaken();
    await assertUsernameClaimable(rename, userId, now);
  }
  const data: Prisma.UserUpdateInput = {};
  if (rename) data.username = rename;
  if (input.firstName !== undefined) data.firstName = input.firstName;
  if (input.lastName !== undefined) data.lastName = input.lastName;
  if (input.displayName !== undefined) data.displayName = input.displayName;
  if (input.bio !== undefined) data.bio = input.bio || null;
  if (input.location !== undefined) data.location = input.location || null;
  try {
    const user = await prisma.$transaction(async (tx) => {
      const updated = await tx.user.update({ where: { id: userId }, data });
      if (rename) await recordRename(tx, userId, current.username, rename, now);
      return updated;
    });
    return toFullUser(user, await getUserCounts(user.id));
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") throw usernameTaken();
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2025") throw notFound("USER_NOT_FOUND");
    throw err;
  }
}

function usernameTaken() {
  return conflict("USERNAME_TAKEN", { errors: fieldError("username", "USERNAME_TAKEN") });
}

/** Sets the monthly price (dollars in, cents stored); answers the price in dollars. */
export async function setSubscriptionPrice(userId: string, price: number): Promise<number> {
  const user = await prisma.user.update({
    where: { id: userId },
    data: { subscriptionPrice: toCents(price) },
    select: { subscriptionPrice: true },
  });
  return centsToAmount(user.subscriptionPrice) as number;
}
