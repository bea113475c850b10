import sharp from "sharp";
import { tooLarge, unsupportedMedia } from "@/lib/errors";
import { maxMegapixels } from "@/lib/media/limits";
import { decodeOptions, refuseHugeImage } from "@/lib/media/pixels";
import { sniffMedia } from "@/lib/media/sniff";
import type { SpooledFile } from "@/lib/media/upload";
import { deleteQuietly, storage } from "@/lib/storage";
import { newKey } from "@/lib/storage/keys";
import { pdqHash } from "@/lib/media/pdq";
import type { UploadScreen } from "@/lib/media/screen";
import { PUBLIC_IMAGE_WIDTHS, type PublicImageKind } from "@/shared/media/image-widths";

/**
 * Public images (avatars and covers). The user row keeps a base key (`av-{uuid}` / `cv-{uuid}`);
 * the stored files are `{base}` (full size) and `{base}-w{width}` for each width, all WebP,
 * re-encoded by sharp: rotated by EXIF, then every metadata block (EXIF, GPS, ICC...) dropped.
 */
export const PUBLIC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** An avatar or cover to store: bytes in memory (the demo seed), or an upload spooled to disk. */
export type PublicImageInput = Buffer | Pick<SpooledFile, "path" | "size" | "kind" | "mime">;

export { PUBLIC_IMAGE_WIDTHS, type PublicImageKind };

const PREFIX: Record<PublicImageKind, "av" | "cv"> = { avatar: "av", cover: "cv" };
const MAX_ORIGINAL: Record<PublicImageKind, number> = { avatar: 1024, cover: 2560 };

export const PUBLIC_IMAGE_CONTENT_TYPE = "image/webp";

export function publicImageKind(baseKey: string): PublicImageKind | null {
  if (/^av-[0-9a-f-]{36}$/.test(baseKey)) return "avatar";
  if (/^cv-[0-9a-f-]{36}$/.test(baseKey)) return "cover";
  return null;
}

export function variantKey(baseKey: string, width?: number): string {
  return width ? `${baseKey}-w${width}` : baseKey;
}

/** The stored variant that best serves a requested width (the smallest one at least as wide). */
export function pickVariant(baseKey: string, kind: PublicImageKind, requested?: number): string {
  if (!requested) return variantKey(baseKey);
  const width = PUBLIC_IMAGE_WIDTHS[kind].find((w: number) => w >= requested);
  return variantKey(baseKey, width);
}

export function allVariantKeys(baseKey: string, kind: PublicImageKind): string[] {
  return [variantKey(baseKey), ...PUBLIC_IMAGE_WIDTHS[kind].map((w) => variantKey(baseKey, w))];
}

/**
 * Checks (content, size), re-encodes and stores every variant; answers the new base key. The image
 * is hashed (PDQ) and given to `screen` before anything is stored (known-abuse lists: 422 on a match).
 */
export async function storePublicImage(kind: PublicImageKind, image: PublicImageInput, screen: UploadScreen): Promise<string> {
  const size = Buffer.isBuffer(image) ? image.length : image.size;
  if (size > PUBLIC_IMAGE_MAX_BYTES) throw tooLarge("IMAGE_TOO_LARGE");
  const sniffed = Buffer.isBuffer(image) ? await sniffMedia(image) : { kind: image.kind, mime: image.mime };
  if (sniffed?.kind !== "image") throw unsupportedMedia("IMAGE_INVALID");
  const source = Buffer.isBuffer(image) ? image : image.path;
  await refuseHugeImage(source, () => tooLarge("IMAGE_TOO_MANY_PIXELS", { params: { megapixels: maxMegapixels() } }));

  let rendered: { key: string; bytes: Buffer }[];
  let hash: Awaited<ReturnType<typeof pdqHash>>;
  const base = newKey(PREFIX[kind]);
  try {
    const decoder = sharp(source, decodeOptions()).rotate();
    const original = await decoder
      .clone()
      .resize({ width: MAX_ORIGINAL[kind], height: MAX_ORIGINAL[kind], fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    const widths = await Promise.all(
      PUBLIC_IMAGE_WIDTHS[kind].map(async (w) => ({
        key: variantKey(base, w),
        bytes: await decoder.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    );
    rendered = [{ key: base, bytes: original }, ...widths];
    hash = await pdqHash(original);
  } catch {
    // sniffed as an image but sharp cannot decode it (truncated, corrupt)
    throw unsupportedMedia("IMAGE_INVALID");
  }
  await screen({ label: kind, hashes: [hash], source, mimeType: sniffed.mime });

  try {
    await Promise.all(rendered.map((r) => storage().put(r.key, r.bytes, PUBLIC_IMAGE_CONTENT_TYPE)));
  } catch (err) {
    await deleteQuietly(rendered.map((r) => r.key));
    throw err;
  }
  return base;
}

export async function deletePublicImage(baseKey: string | null | undefined): Promise<void> {
  if (!baseKey) return;
  const kind = publicImageKind(baseKey);
  if (!kind) return;
  await deleteQuietly(allVariantKeys(baseKey, kind));
}
