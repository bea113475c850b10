import { revalidateTag } from "next/cache";
import { prisma } from "@/lib/db";
import { log } from "@/lib/log";

/** How long the public profile's data stays in Next's data cache when nothing drops it, seconds. */
export const PUBLIC_PROFILE_SECONDS = 60;

/** The data-cache tag of one public profile (app/[locale]/profile/[username]/load.ts). */
export const publicProfileTag = (username: string) => `public-profile:${username}`;

/**
 * The public profile page renders per request (its scripts carry the request's CSP nonce) from a
 * copy of the profile kept in Next's data cache for a minute. After the owner changes what it shows
 * (name, bio, images, price, username), that copy is dropped so the next visit, in every language,
 * reads it fresh. `extra`: former usernames (a rename leaves the old address to render as "User not
 * found").
 *
 * With several app instances each keeps its own cache: the others follow within the minute.
 */
export async function revalidatePublicProfile(userId: string, extra: string[] = []): Promise<void> {
  try {
    const user = await prisma.user.findUnique({ where: { id: userId }, select: { username: true } });
    const names = new Set([...(user ? [user.username] : []), ...extra.filter(Boolean)]);
    for (const name of names) revalidateTag(publicProfileTag(name), { expire: 0 });
  } catch (err) {
    log.warn({ err, userId }, "public profile cache not refreshed");
  }
}
