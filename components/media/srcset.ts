/** One candidate of a photo's `srcset` as the access answer lists it (a signed link per narrower WebP copy). */
export interface SrcsetEntry {
  width: number;
  url: string;
}

/**
 * The `srcSet` attribute of a photo (decision 080): the access answer's narrower copies, then the
 * photo itself at its own width (`url`, for wider displays); undefined when there are no copies.
 */
export function srcSetOf(srcset: SrcsetEntry[] | undefined, url: string, width: number | null | undefined): string | undefined {
  if (!srcset?.length) return undefined;
  const candidates = srcset.map((c) => `${c.url} ${c.width}w`);
  if (width && !srcset.some((c) => c.width >= width)) candidates.push(`${url} ${width}w`);
  return candidates.join(", ");
}

/** `sizes` of a photo in a post (the feed's column, full width on a phone). */
export const POST_PHOTO_SIZES = "(min-width: 768px) 640px, 100vw";
/** `sizes` of a photo in a post grid of two columns from md. */
export const POST_GRID_PHOTO_SIZES = "(min-width: 768px) 320px, 100vw";
/** `sizes` of a chat bubble's photo (at most 65% of the thread, 78% on a phone). */
export const CHAT_PHOTO_SIZES = "(min-width: 768px) 360px, 78vw";
/** `sizes` of a vault tile (3 columns, 4 from sm). */
export const VAULT_PHOTO_SIZES = "(min-width: 640px) 25vw, 33vw";
/** `sizes` of the fullscreen viewer. */
export const VIEWER_PHOTO_SIZES = "100vw";
