import sharp, { type OverlayOptions } from "sharp";
import { pickVariant, publicImageKind } from "@/lib/media/public-images";
import { storage } from "@/lib/storage";

/** The Open Graph image's size (the size every network shows without cropping). */
export const PROFILE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a profile's card shows: its public name, handle, avatar and cover. Nothing else is read. */
export interface ProfileCardInput {
  name: string;
  username: string;
  /** public image URLs (/api/images/{key}) as in the public profile, or null */
  profileImage: string | null;
  coverImage: string | null;
}

const AVATAR = 220;
// Fonts installed on the machine (fontconfig): nothing is fetched. DejaVu Sans covers Latin and Arabic.
const FONTS = "DejaVu Sans, Noto Sans, Noto Sans Arabic, Liberation Sans, sans-serif";

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The bytes of a public avatar or cover, at the stored width closest to `width`. Only keys of
 * the public kinds (av-, cv-: lib/media/public-images.ts) are read, so a post's media (locked
 * content) can never end up in a card, whatever URL is passed.
 */
async function publicImageBytes(url: string | null, width: number): Promise<Buffer | null> {
  const key = url ? /^\/api\/images\/([^/?]+)/.exec(url)?.[1] : undefined;
  if (!key) return null;
  const kind = publicImageKind(decodeURIComponent(key));
  if (!kind) return null;
  const object = await storage().get(pickVariant(decodeURIComponent(key), kind, width));
  if (!object) return null;
  return Buffer.from(await new Response(object.stream).arrayBuffer());
}

/** The card: the cover (darkened) or the brand gradient, the avatar in a circle, the name and @handle. PNG. */
export async function profileCardPng(input: ProfileCardInput): Promise<Buffer> {
  const { width, height } = PROFILE_CARD_SIZE;
  const [cover, avatar] = await Promise.all([
    publicImageBytes(input.coverImage, 1280).catch(() => null),
    publicImageBytes(input.profileImage, 192).catch(() => null),
  ]);

  const background = cover
    ? await sharp(cover).resize(width, height, { fit: "cover" }).toBuffer()
    : Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f43f5e"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
      );
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b0a10" stop-opacity="0.25"/><stop offset="1" stop-color="#0b0a10" stop-opacity="0.9"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/></svg>`,
  );
  // about 24 characters fit at 64 px beside the avatar; longer names get smaller, then cut
  const chars = Array.from(input.name);
  const name = escapeXml(chars.length > 34 ? `${chars.slice(0, 33).join("")}…` : input.name);
  const nameSize = chars.length > 22 ? 44 : 64;
  const handle = escapeXml(`@${input.username}`);
  const textX = avatar ? 80 + AVATAR + 48 : 80;
  const text = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="${textX}" y="${height - 150}" font-family="${FONTS}" font-size="${nameSize}" font-weight="bold" fill="#f4f2f8">${name}</text>` +
      `<text x="${textX}" y="${height - 90}" font-family="${FONTS}" font-size="36" fill="#d6d2e0" direction="ltr">${handle}</text>` +
      `<text x="${width - 80}" y="90" font-family="${FONTS}" font-size="40" font-weight="bold" fill="#f4f2f8" text-anchor="end">Velvet</text>` +
      `</svg>`,
  );
  const layers: OverlayOptions[] = [{ input: shade }, { input: text }];
  if (avatar) {
    const circle = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR}" height="${AVATAR}"><circle cx="${AVATAR / 2}" cy="${AVATAR / 2}" r="${AVATAR / 2}"/></svg>`);
    const round = await sharp(avatar).resize(AVATAR, AVATAR, { fit: "cover" }).composite([{ input: circle, blend: "dest-in" }]).png().toBuffer();
    layers.push({ input: round, left: 80, top: height - 80 - AVATAR });
  }
  return sharp(background).resize(width, height).composite(layers).png().toBuffer();
}
