import type { Tx } from "@/lib/db";
import { insertHashes } from "@/lib/hash-lists/lists";
import { PDQ_MIN_QUALITY } from "@/lib/media/pdq";
import type { ReportReason, ReportTargetType } from "@/shared/schemas/reports";

// The internal lists (issue 24, point 8): a photo taken down by a moderation decision for one of
// these reasons joins the list of that reason, so the same picture uploaded again is refused.
// Called by lib/moderation/decide.ts in the decision's transaction.

/** Reasons whose removals are listed. */
export const LISTED_ON_REMOVAL: readonly ReportReason[] = ["underage", "non-consensual"];

export const INTERNAL_SOURCE = "internal";
const internalName = (reason: ReportReason) => `internal-${reason}`;

/** The hashes of a removed post's or message's media: its photos' (quality 50 or more) and its videos' frames. */
async function hashedMediaOf(tx: Tx, type: ReportTargetType, id: string): Promise<{ hash: string; mediaId: string }[]> {
  const where =
    type === "post"
      ? { OR: [{ postId: id }, { placements: { some: { postId: id } } }] }
      : type === "message"
        ? { OR: [{ messageId: id }, { messageUses: { some: { messageId: id } } }] }
        : null;
  if (!where) return [];
  const rows = await tx.media.findMany({ where: { ...where, pdq: { not: null } }, select: { id: true, pdq: true } });
  // a video's frames, one a second (lib/media-pipeline/process.ts), those with enough detail to match on
  const frames = await tx.videoFrameHash.findMany({ where: { media: where, quality: { gte: PDQ_MIN_QUALITY } }, select: { mediaId: true, pdq: true } });
  return [...rows.map((m) => ({ hash: m.pdq!, mediaId: m.id })), ...frames.map((f) => ({ hash: f.pdq, mediaId: f.mediaId }))];
}

/**
 * Lists the photos of content removed for `reason` (when it is one of LISTED_ON_REMOVAL) on the
 * internal list of that reason, created on first use. Answers how many hashes were new.
 */
export async function listRemovedMedia(tx: Tx, reason: ReportReason, type: ReportTargetType, targetId: string, now: Date): Promise<number> {
  if (!LISTED_ON_REMOVAL.includes(reason)) return 0;
  const media = await hashedMediaOf(tx, type, targetId);
  if (media.length === 0) return 0;
  const list = await tx.hashList.upsert({
    where: { name: internalName(reason) },
    create: { name: internalName(reason), source: INTERNAL_SOURCE, reason, createdAt: now },
    update: {},
    select: { id: true },
  });
  return insertHashes(tx, list.id, media, now);
}
