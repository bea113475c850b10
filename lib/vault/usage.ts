import type { Tx } from "@/lib/db";

/**
 * Whether a vault medium is in use (issue 21 point 6): a medium shown by a post, or carried by a
 * chat message (sent, or waiting as a mass or welcome message), may not be deleted from its owner's vault (409 MEDIA_IN_USE). The one place
 * that says what "in use" means; lib/vault/vault.ts asks it before deleting.
 */

export type MediaUsage = { posts: number; paidMessages: number };

/**
 * How many chat messages carry the medium (MessageMedia: pay-per-view, mass and welcome messages
 * reuse vault media; a fan who received it keeps it, priced or not), plus the creator's welcome
 * message and the mass messages that will carry it.
 */
export async function paidMessagesUsing(db: Tx, mediaId: string): Promise<number> {
  const [sent, welcome, mass] = await Promise.all([
    db.messageMedia.count({ where: { mediaId } }),
    db.welcomeMessage.count({ where: { mediaIds: { has: mediaId } } }),
    db.massMessage.count({ where: { mediaIds: { has: mediaId } } }),
  ]);
  return sent + welcome + mass;
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
