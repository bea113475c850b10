import { prisma } from "@/lib/db";
import { forbidden } from "@/lib/errors";
import { recipientsOf } from "@/lib/leaks/receipts";
import { SUSPECT_MIN_CONFIDENCE, type Recipient, type Score, type Suspect, type TracedMedia } from "@/lib/leaks/types";

// What a trace concludes once a detector has identified the medium (issue 25 §5, decision 094):
// who may trace it, and which of its recipients are named.

/** The medium a detector identified. */
export type Identified = { mediaId: string; ownerId: string };

/** A detector's scoring of a medium's recipients (lib/leaks/photo.ts, lib/leaks/video.ts). */
export type Scorer = (mediaId: string, recipients: Recipient[]) => Promise<Score[]>;

/** Whether the requester holds the ADMIN role (read from the database, not from a token's claim). */
export async function isAdmin(userId: string): Promise<boolean> {
  const u = await prisma.user.findUnique({ where: { id: userId }, select: { role: true } });
  return u?.role === "ADMIN";
}

/** A creator traces copies of their own media only; an admin any (403 LEAK_TRACE_NOT_YOUR_MEDIA). */
export function assertMayTrace(identified: Identified, requesterId: string, admin: boolean): void {
  if (!admin && identified.ownerId !== requesterId) throw forbidden("LEAK_TRACE_NOT_YOUR_MEDIA");
}

/**
 * The suspects of an identified medium: its recipients scored by the detector, those at or above
 * SUSPECT_MIN_CONFIDENCE, most confident first (then first receivers first), with their usernames.
 */
export async function suspectsOf(mediaId: string, score: Scorer): Promise<{ media: TracedMedia; suspects: Suspect[] }> {
  const medium = await prisma.media.findUnique({ where: { id: mediaId }, select: { id: true, postId: true } });
  if (!medium) return { media: null, suspects: [] };
  const recipients = await recipientsOf(mediaId);
  const scores = recipients.length ? await score(mediaId, recipients) : [];
  const byReceipt = new Map(recipients.map((r) => [r.receiptId, r]));
  const kept = scores
    .filter((s) => Number.isFinite(s.confidence) && s.confidence >= SUSPECT_MIN_CONFIDENCE && byReceipt.has(s.receiptId))
    .map((s) => ({ ...s, firstAccessAt: byReceipt.get(s.receiptId)!.firstAccessAt }))
    .sort((a, b) => b.confidence - a.confidence || a.firstAccessAt.getTime() - b.firstAccessAt.getTime());
  const users = await prisma.user.findMany({ where: { id: { in: kept.map((s) => s.userId) } }, select: { id: true, username: true } });
  const names = new Map(users.map((u) => [u.id, u.username]));
  const suspects = kept
    .filter((s) => names.has(s.userId))
    .map((s) => ({ userId: s.userId, username: names.get(s.userId)!, confidence: Math.min(1, s.confidence), firstAccessAt: s.firstAccessAt.toISOString() }));
  return { media: { postId: medium.postId, mediaId: medium.id }, suspects };
}
