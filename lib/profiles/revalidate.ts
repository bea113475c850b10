import { revalidatePath } from "next/cache";
import { prisma } from "@/lib/db";
import { locales } from "@/i18n/locales";
import { log } from "@/lib/log";

/**
 * The public profile page is cached (app/[locale]/profile/[username]/page.tsx, re-rendered at most
 * once a minute). After the owner changes what it shows (name, bio, images, price, username), its
 * cached copies in every language are dropped so the next visit renders it fresh. `extra`: former
 * usernames (a rename leaves the old address to render as "User not found").
 *
 * With several app instances each keeps its own cache: the others follow within the minute.
 */
export async function revalidatePublicProfile(userId: string, extra: string[] = []): Promise<void> {
  try {
    const user = await prisma.user.findUnique({ where: { id: userId }, select: { username: true } });
    const names = new Set([...(user ? [user.username] : []), ...extra.filter(Boolean)]);
    for (const name of names) {
      for (const locale of locales) revalidatePath(`/${locale}/profile/${encodeURIComponent(name)}`);
    }
  } catch (err) {
    log.warn({ err, userId }, "public profile cache not refreshed");
  }
}
