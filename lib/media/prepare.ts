import sharp from "sharp";
import { env } from "@/lib/env";
import { tooLarge, unsupportedMedia } from "@/lib/errors";
import { sniffMedia } from "@/lib/media/sniff";
import { newKey, type KeyKind } from "@/lib/storage/keys";

/** A file checked and ready to store: photos re-encoded (metadata dropped), videos as sent. */
export type PreparedMedia = {
  key: string;
  type: "image" | "video";
  mimeType: string;
  bytes: Buffer;
  width: number | null;
  height: number | null;
};

export const INVALID_MEDIA = "Only image and video files are allowed";
const MAX_PHOTO_SIDE = 2560;

// Photos keep a web format; anything else (gif, avif, tiff) becomes WebP.
const OUTPUT: Record<string, { format: "jpeg" | "png" | "webp"; mime: string; ext: string }> = {
  "image/jpeg": { format: "jpeg", mime: "image/jpeg", ext: ".jpg" },
  "image/png": { format: "png", mime: "image/png", ext: ".png" },
};
const WEBP = { format: "webp" as const, mime: "image/webp", ext: ".webp" };
const VIDEO_EXT: Record<string, string> = { "video/mp4": ".mp4", "video/webm": ".webm", "video/quicktime": ".mov" };

const mb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

export function mediaLimits() {
  const e = env();
  return { photo: e.MEDIA_MAX_PHOTO_BYTES, video: e.MEDIA_MAX_VIDEO_BYTES };
}

/** Checks one file by content and size, then prepares its stored form. Throws 413/415. */
export async function prepareMedia(bytes: Buffer, kind: KeyKind, label = "File"): Promise<PreparedMedia> {
  const limits = mediaLimits();
  const sniffed = await sniffMedia(bytes);
  if (!sniffed) throw unsupportedMedia(`${label}: ${INVALID_MEDIA}`);

  if (sniffed.kind === "video") {
    if (bytes.length > limits.video) throw tooLarge(`${label}: videos must be at most ${mb(limits.video)} MB`);
    return { key: newKey(kind, VIDEO_EXT[sniffed.mime]), type: "video", mimeType: sniffed.mime, bytes, width: null, height: null };
  }

  if (bytes.length > limits.photo) throw tooLarge(`${label}: photos must be at most ${mb(limits.photo)} MB`);
  const out = OUTPUT[sniffed.mime] ?? WEBP;
  try {
    const { data, info } = await sharp(bytes, { failOn: "error", animated: false })
      .rotate()
      .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: "inside", withoutEnlargement: true })
      .toFormat(out.format, out.format === "png" ? {} : { quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { key: newKey(kind, out.ext), type: "image", mimeType: out.mime, bytes: data, width: info.width, height: info.height };
  } catch {
    throw unsupportedMedia(`${label}: the image could not be read`);
  }
}
