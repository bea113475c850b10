import { prisma } from "@/lib/db";
import { unauthorized } from "@/lib/errors";
import { getUserCounts } from "@/lib/users/counts";
import { toFullUser, toVerifyData } from "@/lib/users/serialize";

export async function getVerifiedUser(userId: string) {
  const user = await prisma.user.findUnique({ where: { id: userId } });
  if (!user) throw unauthorized("INVALID_TOKEN");
  return toVerifyData(user);
}

export async function getMe(userId: string) {
  const user = await prisma.user.findUnique({ where: { id: userId } });
  if (!user) throw unauthorized("INVALID_TOKEN");
  return toFullUser(user, await getUserCounts(user.id));
}

/** The account behind a token, if it still exists (the realtime handshake uses it). */
export function findAccount(userId: string) {
  return prisma.user.findUnique({ where: { id: userId }, select: { id: true, username: true } });
}
