import { rgbaToDataURL, thumbHashToRGBA } from "thumbhash";

// Placeholders (decision 079): answers carry each photo's and video poster's ThumbHash (base64, about
// 25 bytes); the browser decodes it to a small blurred PNG (a data: URL) painted at once in the
// medium's box, before its bytes arrive, and in place of locked media. The picture is drawn at most
// PLACEHOLDER_SIDE px on its long side: the library's 32 px PNG is stored uncompressed (3-4 KB as
// base64, a server-rendered page carries one per photo), and a picture this blurred looks the same
// when the browser scales up a 16 px one (about 1 KB).

/** The long side of a placeholder's picture, in px. */
export const PLACEHOLDER_SIDE = 16;

/** `rgba` (w x h) averaged down to at most `side` px on its long side (box filter). */
function shrink(w: number, h: number, rgba: ArrayLike<number>, side: number): { w: number; h: number; rgba: Uint8Array } {
  const scale = Math.min(1, side / Math.max(w, h));
  const tw = Math.max(1, Math.round(w * scale));
  const th = Math.max(1, Math.round(h * scale));
  const out = new Uint8Array(tw * th * 4);
  for (let y = 0; y < th; y++) {
    const y0 = Math.floor((y * h) / th);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * h) / th));
    for (let x = 0; x < tw; x++) {
      const x0 = Math.floor((x * w) / tw);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * w) / tw));
      const n = (x1 - x0) * (y1 - y0);
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) sum += rgba[(yy * w + xx) * 4 + c];
        out[(y * tw + x) * 4 + c] = Math.round(sum / n);
      }
    }
  }
  return { w: tw, h: th, rgba: out };
}

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
    if (bytes.length >= 5) {
      const full = thumbHashToRGBA(bytes);
      const small = shrink(full.w, full.h, full.rgba, PLACEHOLDER_SIDE);
      url = rgbaToDataURL(small.w, small.h, small.rgba);
    }
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
