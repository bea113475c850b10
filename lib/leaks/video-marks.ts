import { createHmac } from "node:crypto";
import { markedPhotoCopy } from "@/lib/leaks/photo";
import { receiptByTag } from "@/lib/leaks/receipts";
import { viewerTag } from "@/lib/media/signed-url";
import type { SegmentVariant } from "@/lib/storage/keys";

/** A poster is a JPEG (lib/media/transcode.ts posterFrame). */
const POSTER_MIME = "image/jpeg";

// Which variant of each segment of a marked video a viewer is served (issue 25 §1, decision 092),
// and which poster (decision 095).

/**
 * Segment `index`'s variant in the sequence of a receipt's seed: bit 0 of HMAC-SHA256(seed, "index")
 * (0 → A, 1 → B). Independent and uniform from one segment to the next and from one fan to another.
 */
export function segmentVariant(seed: string, index: number): SegmentVariant {
  const h = createHmac("sha256", Buffer.from(seed, "hex")).update(String(index)).digest();
  return (h[0]! & 1) === 0 ? "a" : "b";
}

/** The first `count` variants of a seed's sequence as ±1 (A = +1, B = −1): what the trace weighs. */
export function sequenceSigns(seed: string, count: number): Int8Array {
  const out = new Int8Array(count);
  for (let i = 0; i < count; i++) out[i] = segmentVariant(seed, i) === "a" ? 1 : -1;
  return out;
}

/** Whether a link's tag is the video's owner's or staff's (`staffId`: whose tag the back office's links carry): they are served no fan's mark. */
function watchesUnmarked(media: { ownerId: string }, tag: string, staffId: string): boolean {
  return tag === viewerTag(media.ownerId) || tag === viewerTag(staffId);
}

/** A viewer's variant of each segment, by index. */
export type VariantChoice = (index: number) => SegmentVariant;

/**
 * The variants a viewer (their link's tag `v`) is served of a marked video: the video's owner
 * and staff (`staffId`: whose tag the back office's links carry) get variant A throughout; a fan
 * the sequence of their receipt; anyone else (no receipt: a tag never given a link to this video)
 * nothing, null, and is refused.
 */
export async function variantChoiceOf(media: { id: string; ownerId: string }, tag: string, staffId: string): Promise<VariantChoice | null> {
  if (watchesUnmarked(media, tag, staffId)) return () => "a";
  const receipt = await receiptByTag(media.id, tag);
  if (!receipt) return null;
  return (index) => segmentVariant(receipt.seed, index);
}

/**
 * The poster (stored as `posterKey`) a viewer is served: the poster itself to the owner and staff;
 * to a fan, their marked copy of it, made and kept as their copies of a photo are (markedPhotoCopy,
 * decision 090); to anyone else (no receipt) nothing, null, and the link is refused.
 */
export async function posterCopyOf(media: { id: string; ownerId: string }, posterKey: string, tag: string, staffId: string): Promise<{ key: string; mimeType: string } | null> {
  if (watchesUnmarked(media, tag, staffId)) return { key: posterKey, mimeType: POSTER_MIME };
  return markedPhotoCopy({ id: media.id, key: posterKey, mimeType: POSTER_MIME, photoWidths: [] }, tag, undefined);
}
