// Real photographs for tests that identify a photo by its PDQ hash (leak tracing): the PDQ fixture
// of the bridge is also what tests/api/hash-lists.test.ts lists as known abuse, so once that test
// has run an upload of it is refused (MEDIA_BLOCKED) in the shared test database. Its quadrants
// swapped crosswise keep a photograph's texture (what a mark needs) with a hash 116 bits or more
// from the bridge's and from each of its turns and flips.
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const BRIDGE = path.resolve(import.meta.dirname, "../fixtures/pdq/bridge-1-original.jpg");

/** The bridge with its quadrants swapped crosswise (always the same picture), as a JPEG. */
export async function shuffledBridge(): Promise<Buffer> {
  const base = readFileSync(BRIDGE);
  const { width = 0, height = 0 } = await sharp(base).metadata();
  const [w, h] = [Math.floor(width / 2), Math.floor(height / 2)];
  const part = (left: number, top: number) => sharp(base).extract({ left, top, width: w, height: h }).toBuffer();
  const [tl, tr, bl, br] = await Promise.all([part(0, 0), part(w, 0), part(0, h), part(w, h)]);
  return sharp({ create: { width: 2 * w, height: 2 * h, channels: 3, background: "#000" } })
    .composite([
      { input: br, left: 0, top: 0 },
      { input: bl, left: w, top: 0 },
      { input: tr, left: 0, top: h },
      { input: tl, left: w, top: h },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A photograph of its own: the shuffled bridge with a block of a random shade at a random place
 * that always covers the picture's centre, so neither its whole hash nor its centre's (what a
 * trace of a cropped copy looks up) is the shuffled bridge's.
 */
export async function uniquePhotograph(): Promise<Buffer> {
  const base = await shuffledBridge();
  const { width = 0, height = 0 } = await sharp(base).metadata();
  const [w, h] = [Math.round(width * 0.4), Math.round(height * 0.4)];
  const shade = () => Math.floor(Math.random() * 256);
  const block = await sharp({ create: { width: w, height: h, channels: 3, background: { r: shade(), g: shade(), b: shade() } } }).png().toBuffer();
  return sharp(base)
    .composite([{ input: block, left: around(width, w), top: around(height, h) }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Where a block of `part` pixels starts along a side of `whole`, at random but over its middle. */
function around(whole: number, part: number): number {
  const lowest = Math.max(0, Math.ceil(whole / 2) - part + 1);
  const highest = Math.min(whole - part, Math.floor(whole / 2) - 1);
  return lowest + Math.floor(Math.random() * (highest - lowest + 1));
}
