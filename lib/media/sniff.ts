import { fileTypeFromBuffer } from "file-type";

/** Media types we accept, decided by the bytes (magic numbers), never by name or declared type. */
const IMAGE_MIMES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif", "image/tiff"]);
const VIDEO_MIMES = new Set(["video/mp4", "video/webm", "video/quicktime"]);

/** How many leading bytes the sniffer needs (file-type's sample size). */
export const SNIFF_BYTES = 4100;

export type Sniffed = { kind: "image" | "video"; mime: string } | null;

/**
 * The kind a client declares for a file it is about to send (a resumable upload's `filetype`):
 * only picks the limit that applies; the bytes decide when the file is used (sniffMedia).
 */
export function declaredMediaKind(type: string): "image" | "video" | null {
  const t = type.trim().toLowerCase();
  if (t.startsWith("image/")) return "image";
  if (t.startsWith("video/")) return "video";
  return null;
}

/** The kind of a file by its bytes (the whole file, or at least its first SNIFF_BYTES). */
export async function sniffMedia(bytes: Buffer): Promise<Sniffed> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  if (IMAGE_MIMES.has(found.mime)) return { kind: "image", mime: found.mime };
  if (VIDEO_MIMES.has(found.mime)) return { kind: "video", mime: found.mime };
  return null;
}
