import { markedCopyKeys, photoCopyKeys } from "@/lib/media/photo-widths";
import { audioRenditionOf } from "@/lib/media/hls";
import { audioPlaylistKey, audioSegmentKey, posterKeyOf, renditionPlaylistKey, segmentKey, variantSegmentKey } from "@/lib/storage/keys";

/** What a Media row says of its stored files. */
export type StoredMedium = {
  key: string;
  type: "image" | "video";
  photoWidths: number[];
  posterKey: string | null;
  renditions: unknown;
  /** a video's shared audio rendition (decision 095) */
  audio?: unknown;
  /** the fans who received it (issue 25): a photo's marked copies are theirs, and a video's marked posters */
  receipts?: { id: string }[];
};

/**
 * Every stored file of a medium (decision 074's layout): the original; a photo's narrower copies
 * and the marked copies made for its fans (decision 090: of the photo and of every width);
 * a video's poster and its fans' marked copies of it, rendition playlists and segments (both
 * variants of a marked video's, decision 092), and its shared audio rendition (decision 095). What deleting the medium removes (a job:
 * lib/queue/media.ts sendDeletionJob), through lib/storage (local disk or S3).
 */
export function storedFilesOf(m: StoredMedium): string[] {
  const keys = [m.key];
  if (m.type === "image") {
    // its copies (lib/media/photo-widths.ts; a missing one is not an error to delete)
    keys.push(...photoCopyKeys(m.key, m.photoWidths));
    keys.push(...markedCopiesOf(m, (m.receipts ?? []).map((r) => r.id)));
    return keys;
  }
  if (m.posterKey) keys.push(m.posterKey);
  keys.push(...markedCopiesOf(m, (m.receipts ?? []).map((r) => r.id)));
  const renditions = Array.isArray(m.renditions) ? (m.renditions as { name?: unknown; segments?: unknown; marked?: unknown }[]) : [];
  for (const r of renditions) {
    if (typeof r.name !== "string") continue;
    keys.push(renditionPlaylistKey(m.key, r.name));
    const n = typeof r.segments === "number" ? r.segments : 0;
    for (let i = 0; i < n; i++) {
      if (r.marked === true) keys.push(variantSegmentKey(m.key, r.name, "a", i), variantSegmentKey(m.key, r.name, "b", i));
      else keys.push(segmentKey(m.key, r.name, i));
    }
  }
  const audio = audioRenditionOf(m.audio);
  if (audio) {
    keys.push(audioPlaylistKey(m.key));
    for (let i = 0; i < audio.segments; i++) keys.push(audioSegmentKey(m.key, i));
  }
  return keys;
}

/**
 * The marked copies a medium may have for these receipts (lib/leaks/photo.ts markedPhotoCopy): a
 * photo's, of the photo and of every width (decision 090); a video's, of its poster (decision 095).
 * What goes with a receipt (its retention, the fan's account erased) or with the medium.
 */
export function markedCopiesOf(m: Pick<StoredMedium, "key" | "type" | "photoWidths" | "posterKey">, receiptIds: readonly string[]): string[] {
  if (m.type === "image") return markedCopyKeys(m.key, receiptIds, m.photoWidths);
  return markedCopyKeys(m.posterKey ?? posterKeyOf(m.key), receiptIds, []);
}

/** The columns storedFilesOf reads (a Prisma select). */
export const STORED_FILES_SELECT = { key: true, type: true, photoWidths: true, posterKey: true, renditions: true, audio: true, receipts: { select: { id: true } } } as const;
