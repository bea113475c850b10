import { PUBLIC_IMAGE_WIDTHS, type PublicImageKind } from "@/shared/media/image-widths";

const PUBLIC_IMAGE_PREFIX = "/api/images/";

/**
 * `srcSet` for a public image (/api/images/{key}, an avatar or a cover): every width stored for
 * it, so the browser downloads the one that fits the displayed size (`sizes`) and its screen.
 * Other URLs (a data: preview, an outside address) get none.
 */
export function publicImageSrcSet(url: string | null | undefined, kind: PublicImageKind): string | undefined {
  if (!url?.startsWith(PUBLIC_IMAGE_PREFIX)) return undefined;
  const base = url.split("?")[0];
  return PUBLIC_IMAGE_WIDTHS[kind].map((w) => `${base}?w=${w} ${w}w`).join(", ");
}
