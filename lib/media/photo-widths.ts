import sharp from "sharp";
import { signedMediaUrl } from "@/lib/media/signed-url";
import { PHOTO_WIDTHS } from "@/shared/media/image-widths";

// Responsive photos (decision 080): a post's or chat message's photo is stored as it was re-encoded
// (at most 2560 px) and as narrower WebP copies, one per width of PHOTO_WIDTHS narrower than it.
// The copies are never Media rows: they are served only through the photo's own signed link.

/** The storage key of a photo's narrower copy: `{key}-w{width}`. */
export function photoVariantKey(key: string, width: number): string {
  return `${key}-w${width}`;
}

/**
 * The storage key of a fan's marked copy of a photo (issue 25, decision 090): `{key}-m{receiptId}`
 * for the photo itself, `{key}-m{receiptId}-w{width}` for a narrower copy. Made on the fan's first
 * request and kept (lib/leaks/photo.ts); deleted with the photo (lib/media/stored-files.ts).
 */
export function markedCopyKey(key: string, receiptId: string, width?: number): string {
  return width ? `${key}-m${receiptId}-w${width}` : `${key}-m${receiptId}`;
}

/** Every marked copy a photo may have (each receipt's, of the photo and of each width; a missing one is not an error to delete). */
export function markedCopyKeys(key: string, receiptIds: readonly string[], widths: readonly number[]): string[] {
  return receiptIds.flatMap((r) => [markedCopyKey(key, r), ...widths.map((w) => markedCopyKey(key, r, w))]);
}

/** Widths of the copies post photos got before decision 080 (their files may still be stored). */
const FORMER_WIDTHS = [480, 960];

/**
 * Every stored file of a photo's copies, for deleting the photo: the widths its row lists, and the
 * copies older rows may still have (deleting a key that does not exist is not an error).
 */
export function photoCopyKeys(key: string, widths: readonly number[]): string[] {
  return [...new Set([...widths, ...FORMER_WIDTHS])].map((w) => photoVariantKey(key, w));
}

/** The widths of PHOTO_WIDTHS a photo `width` px wide gets copies at (none wider than it, nor as wide). */
export function photoWidthsFor(width: number): number[] {
  return PHOTO_WIDTHS.filter((w) => w < width);
}

/**
 * The narrower WebP copies of a re-encoded photo (`photo`, `width` px wide), for `key`. The photo is
 * decoded once; each copy is resized from its pixels.
 */
export async function renderPhotoWidths(key: string, photo: Buffer, width: number, only?: number[]): Promise<{ key: string; width: number; bytes: Buffer }[]> {
  const widths = photoWidthsFor(width).filter((w) => !only || only.includes(w));
  if (widths.length === 0) return [];
  const { data, info } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    widths.map(async (w) => ({ key: photoVariantKey(key, w), width: w, bytes: await sharp(data, raw).resize({ width: w }).webp({ quality: 80 }).toBuffer() })),
  );
}

/** The stored copy that best serves a displayed width: the narrowest at least that wide, else none (the photo itself). */
export function pickPhotoWidth(stored: readonly number[], requested: number | undefined): number | undefined {
  if (!requested) return undefined;
  return [...stored].sort((a, b) => a - b).find((w) => w >= requested);
}

/** `srcset` of a photo's access answer: one signed link per stored copy, narrowest first (`viewer`: a fan's tag, whose links serve their marked copies). */
export function photoSrcset(key: string, stored: readonly number[], now = Date.now(), viewer?: string): { width: number; url: string }[] {
  const { url } = signedMediaUrl(key, now, { viewer });
  return [...stored].sort((a, b) => a - b).map((width) => ({ width, url: `${url}&w=${width}` }));
}
