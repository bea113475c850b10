import type { Tx } from "@/lib/db";

/**
 * Whether a vault medium is in use (issue 21 point 6): a medium shown by a post, or carried by a
 * paid chat message, may not be deleted from its owner's vault (409 MEDIA_IN_USE). The one place
 * that says what "in use" means; lib/vault/vault.ts asks it before deleting.
 */

export type MediaUsage = { posts: number; paidMessages: number };

/**
 * How many paid chat messages carry the medium. No chat message has a price yet: the
 * pay-per-view messages change (lib/chat) makes this count them, and the vault then refuses to
 * delete such media with no other change.
 */
export async function paidMessagesUsing(_db: Tx, _mediaId: string): Promise<number> {
  return 0;
}

/** How many posts show the medium (PostMedia), and how many paid messages carry it. */
export async function mediaUsage(db: Tx, mediaId: string): Promise<MediaUsage> {
  const [posts, paidMessages] = await Promise.all([db.postMedia.count({ where: { mediaId } }), paidMessagesUsing(db, mediaId)]);
  return { posts, paidMessages };
}

/** In use: shown by a post or carried by a paid message. */
export function inUse(usage: MediaUsage): boolean {
  return usage.posts > 0 || usage.paidMessages > 0;
}
