import sharp from "sharp";
import { rgbaToThumbHash } from "thumbhash";
import { decodeOptions } from "@/lib/media/pixels";

// The one rule of a medium's placeholder (photos, and video posters): what pages paint at once in
// place of the medium while it loads, and in place of locked media (decision 079).

/** ThumbHash encodes images of at most 100 x 100 pixels. */
const THUMBHASH_SIDE = 100;

/**
 * An image's placeholder: its ThumbHash (about 25 bytes, base64; the browser decodes it to a
 * blurred picture of the right colours and shape: components/media/thumbhash.ts). Null when the
 * image cannot be decoded.
 */
export async function placeholderOf(image: Buffer): Promise<string | null> {
  try {
    const { data, info } = await sharp(image, decodeOptions())
      .rotate()
      .resize({ width: THUMBHASH_SIDE, height: THUMBHASH_SIDE, fit: "inside" })
      .toColourspace("srgb")
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString("base64");
  } catch {
    return null;
  }
}
