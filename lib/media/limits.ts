import { env } from "@/lib/env";

/**
 * Images larger than this many pixels are refused from their header, before any decoding:
 * MEDIA_MAX_PHOTO_PIXELS (100 megapixels), for every photo (posts, chat, avatars, covers).
 */
export function maxImagePixels(): number {
  return env().MEDIA_MAX_PHOTO_PIXELS;
}

/** maxImagePixels() in megapixels, for messages: 100000000 -> 100. */
export const maxMegapixels = () => Math.round(maxImagePixels() / 100_000) / 10;
const DEFAULT_VIDEO_BYTES = 2 * 1024 * 1024 * 1024;

export type MediaKind = "image" | "video";

/**
 * Per-kind upload limits of post and chat media, in bytes: MEDIA_MAX_PHOTO_BYTES (50 MB) and
 * MEDIA_MAX_VIDEO_BYTES, or its alias MAX_VIDEO_BYTES, (2 GB). Checked while the bytes stream in.
 */
export function mediaLimits(): Record<MediaKind, number> {
  const e = env();
  return { image: e.MEDIA_MAX_PHOTO_BYTES, video: e.MEDIA_MAX_VIDEO_BYTES ?? e.MAX_VIDEO_BYTES ?? DEFAULT_VIDEO_BYTES };
}

/**
 * Per-kind limits of resumable uploads (lib/uploads): UPLOAD_MAX_PHOTO_BYTES (50 MB) and
 * UPLOAD_MAX_VIDEO_BYTES (4 GB). A creation declaring more is 413 before any byte is stored; a
 * finished upload is checked against them again, by the kind its bytes show, when it is used.
 */
export function resumableLimits(): Record<MediaKind, number> {
  const e = env();
  return { image: e.UPLOAD_MAX_PHOTO_BYTES, video: e.UPLOAD_MAX_VIDEO_BYTES };
}

/** A size in MB for messages: 20971520 -> "20". */
export const megabytes = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
