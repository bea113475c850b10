import sharp from "sharp";
import type { AppError } from "@/lib/errors";
import { maxImagePixels } from "@/lib/media/limits";

/** sharp options for decoding an upload: errors fail, one frame, and never past maxImagePixels() (MEDIA_MAX_PHOTO_PIXELS). */
export function decodeOptions() {
  return { failOn: "error", animated: false, limitInputPixels: maxImagePixels() } as const;
}

/**
 * Refuses an image whose header declares more than maxImagePixels() (a decompression bomb: a few
 * KB of PNG can declare a 100,000 x 100,000 canvas). sharp's metadata() reads the header only.
 * An unreadable header is left to the decoder, which answers 415.
 */
export async function refuseHugeImage(source: Buffer | string, error: () => AppError): Promise<void> {
  const meta = await sharp(source).metadata().catch(() => null);
  if (meta?.width && meta.height && meta.width * meta.height > maxImagePixels()) throw error();
}
