/**
 * The widths at which public images (avatars, covers) are stored beside their full size
 * (lib/media/public-images.ts renders them with sharp, WebP) and offered to browsers in `srcset`
 * (components/media/responsive.ts). One list for both, so a `srcset` never names a width that
 * does not exist.
 */
export const PUBLIC_IMAGE_WIDTHS = {
  avatar: [48, 96, 192],
  cover: [640, 1280, 1920],
} as const satisfies Record<"avatar" | "cover", readonly number[]>;

export type PublicImageKind = keyof typeof PUBLIC_IMAGE_WIDTHS;

/**
 * Narrower WebP copies of a post's or chat message's photo (lib/media/prepare.ts), each made when
 * the photo is wider; stored as `{key}-w{width}`, listed on the Media row (`photoWidths`), offered
 * by the access answer as `srcset` (lib/media/photo-widths.ts) and served through the photo's own
 * signed link with `&w=` (lib/media/serve.ts). The photo as stored stays the full-screen viewer's.
 */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1920] as const;
