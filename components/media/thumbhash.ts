import { thumbHashToDataURL } from "thumbhash";

// Placeholders (decision 079): answers carry each photo's and video poster's ThumbHash (base64, about
// 25 bytes); the browser decodes it to a small blurred PNG (a data: URL) painted at once in the
// medium's box, before its bytes arrive, and in place of locked media.

const decoded = new Map<string, string | null>();

/** A ThumbHash (base64) as a data: URL of its blurred picture; null for none or a malformed one. */
export function placeholderUrl(hash: string | null | undefined): string | null {
  if (!hash) return null;
  const known = decoded.get(hash);
  if (known !== undefined) return known;
  let url: string | null = null;
  try {
    const binary = atob(hash);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    url = bytes.length >= 5 ? thumbHashToDataURL(bytes) : null;
  } catch {
    url = null;
  }
  if (decoded.size > 500) decoded.clear();
  decoded.set(hash, url);
  return url;
}

/**
 * The CSS aspect ratio of a medium's box from its stored size (`width / height`), so the page
 * reserves its space before it loads; undefined when the size is unknown (the box's own default).
 */
export function aspectRatioOf(width: number | null | undefined, height: number | null | undefined): string | undefined {
  return width && height && width > 0 && height > 0 ? `${width} / ${height}` : undefined;
}
