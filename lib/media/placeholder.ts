import sharp from "sharp";
import { DECODE_OPTIONS } from "@/lib/media/pixels";

// The one rule of a medium's placeholder (photos, and video posters): what pages paint at once in
// place of the medium, and in place of locked media.

/** A photo's placeholder: 24 px wide, blurred, low-quality WebP as a data: URL (a few hundred bytes). */
export async function placeholderOf(photo: Buffer): Promise<string | null> {
  try {
    const small = await sharp(photo, DECODE_OPTIONS).resize({ width: 24, height: 24, fit: "inside" }).blur(2).webp({ quality: 40 }).toBuffer();
    return `data:image/webp;base64,${small.toString("base64")}`;
  } catch {
    return null;
  }
}
