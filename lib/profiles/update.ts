import { prisma } from "@/lib/db";
import { toCents } from "@/lib/validation/amount";
import { conflict, notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ProfileUpdate } from "@/lib/profiles/schemas";
import { getUserCounts } from "@/lib/users/counts";
import { centsToAmount, toFullUser } from "@/lib/users/serialize";

/** Updates the viewer's own profile; a username or e-mail taken by someone else is 409. */
export async function updateProfile(userId: string, input: ProfileUpdate) {
  const { username, email } = input;
  if (username || email) {
    const taken = await prisma.user.findFirst({
      where: { id: { not: userId }, OR: [...(username ? [{ username }] : []), ...(email ? [{ email }] : [])] },
      select: { username: true, email: true },
    });
    if (taken) throw takenError(taken.username === username ? "username" : "email");
  }
  const data: Prisma.UserUpdateInput = {};
  if (username !== undefined) data.username = username;
  if (email !== undefined) data.email = email;
  if (input.firstName !== undefined) data.firstName = input.firstName;
  if (input.lastName !== undefined) data.lastName = input.lastName;
  if (input.bio !== undefined) data.bio = input.bio || null;
  if (input.location !== undefined) data.location = input.location || null;
  try {
    const user = await prisma.user.update({ where: { id: userId }, data });
    return toFullUser(user, await getUserCounts(user.id));
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
      const target = JSON.stringify(err.meta ?? {});
      throw takenError(target.includes("email") ? "email" : "username");
    }
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2025") throw notFound("User not found");
    throw err;
  }
}

function takenError(field: "username" | "email") {
  const message = field === "username" ? "This username is already taken" : "This email is already registered";
  return conflict(message, { [field]: [message] });
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
