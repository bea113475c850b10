// The blurred placeholder a page paints before a photo arrives (decision 079): drawn small enough
// that a server-rendered feed does not carry kilobytes of PNG per photo, and still the same picture.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { rgbaToThumbHash, thumbHashToDataURL, thumbHashToRGBA } from "thumbhash";
import { PLACEHOLDER_SIDE, placeholderUrl } from "@/components/media/thumbhash";

/** A ThumbHash (base64) of a 100 px wide left-to-right gradient from red to blue, `w` x `h`. */
async function gradientHash(w: number, h: number): Promise<string> {
  const rgba = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) rgba.set([Math.round((255 * (w - 1 - x)) / (w - 1)), 40, Math.round((255 * x) / (w - 1)), 255], (y * w + x) * 4);
  return Buffer.from(rgbaToThumbHash(w, h, rgba)).toString("base64");
}

async function decode(url: string) {
  const png = Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

describe("placeholderUrl", () => {
  it("draws a wide photo's placeholder at most PLACEHOLDER_SIDE px wide, its shape kept, in a quarter of the library's bytes", async () => {
    const hash = await gradientHash(100, 60);
    const url = placeholderUrl(hash)!;
    expect(url).toMatch(/^data:image\/png;base64,/);
    const { info } = await decode(url);
    expect(info.width).toBe(PLACEHOLDER_SIDE);
    expect(Math.abs(info.width / info.height - 100 / 60)).toBeLessThan(0.25);
    const full = thumbHashToDataURL(Buffer.from(hash, "base64"));
    expect(url.length * 3).toBeLessThan(full.length);
  });

  it("keeps the picture: the left edge red, the right edge blue, as the full decode", async () => {
    const hash = await gradientHash(60, 100);
    const { data, info } = await decode(placeholderUrl(hash)!);
    expect(info.height).toBe(PLACEHOLDER_SIDE);
    const at = (x: number) => data.subarray((Math.floor(info.height / 2) * info.width + x) * 4);
    expect(at(0)[0]).toBeGreaterThan(at(0)[2]!);
    expect(at(info.width - 1)[2]).toBeGreaterThan(at(info.width - 1)[0]!);
    // the mean colour is the full decode's, within a few levels
    const full = thumbHashToRGBA(Buffer.from(hash, "base64"));
    const mean = (px: ArrayLike<number>, c: number) => {
      let s = 0;
      for (let i = c; i < px.length; i += 4) s += px[i]!;
      return s / (px.length / 4);
    };
    for (const c of [0, 1, 2]) expect(Math.abs(mean(data, c) - mean(full.rgba, c))).toBeLessThan(4);
  });

  it("gives null for no hash or a malformed one", () => {
    expect(placeholderUrl(null)).toBeNull();
    expect(placeholderUrl("")).toBeNull();
    expect(placeholderUrl("AAA=")).toBeNull();
  });
});
