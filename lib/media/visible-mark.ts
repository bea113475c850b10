import sharp from "sharp";

// The visible mark's picture (issue 25 §7, decision 094): a line of semi-transparent white text with
// a faint dark outline, in the bottom corner (the end side: bottom right), sized to the picture.
// One drawing for photos (composited by sharp, lib/media/prepare.ts) and videos (overlaid by
// ffmpeg on every frame before the renditions are scaled: markOverlayFilter, lib/media/transcode.ts).

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

/** The mark's text size for a picture of this size: 3 % of its short side, at least 12 px. */
const fontSize = (width: number, height: number) => Math.max(12, Math.round(Math.min(width, height) * 0.03));

/** A transparent PNG as wide and high as the picture, with the text in its bottom-right corner. */
export async function markPng(text: string, width: number, height: number): Promise<Buffer> {
  const size = fontSize(width, height);
  const margin = Math.round(size * 0.8);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="${width - margin}" y="${height - margin}" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="${size}" ` +
    `fill="#ffffff" fill-opacity="0.55" stroke="#000000" stroke-opacity="0.35" stroke-width="${Math.max(1, size / 16).toFixed(1)}">${escapeXml(text)}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The ffmpeg filter that lays the mark's PNG (input `markInput`, as big as the displayed video)
 * over `source` and names the result `out`: `[0:v:0][1:v]overlay=0:0[out]`.
 */
export function markOverlayFilter(source: string, markInput: number, out: string): string {
  return `${source}[${markInput}:v]overlay=0:0:format=auto${out}`;
}
