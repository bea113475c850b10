import { createHash } from "node:crypto";

// The invisible mark of a video's A/B segments (issue 25 §1, decision 092): a faint, smooth,
// zero-mean luminance pattern P, keyed by the video's storage key, added to every frame of variant
// A (+P) and taken from every frame of variant B (−P), after scaling to each rendition's size and
// before encoding. The difference A − B (2P) is what a trace reads; each variant alone differs
// from the unmarked frame by P only (RMS MARK_RMS grey levels, PSNR ≈ 20·log10(255/MARK_RMS)).

/**
 * RMS of the pattern in 8-bit luma levels: 0.6 → about 52 dB against the unmarked frame before
 * encoding; after encoding, a variant is ≥ 42 dB (luma) from an unmarked encode of the same
 * frames, most of that difference being the encoder's own (bench/leaks-video.ts).
 */
export const MARK_RMS = 0.6;
/** No pixel moves by more than this many levels. */
const MARK_PEAK = 5;
/** Control points of the smooth field across the longer side (the shorter gets proportionally fewer, at least 3). */
const CELLS_LONG = 7;

/** A keyed stream of uniform numbers in [0, 1). */
function uniforms(label: string, count: number): number[] {
  const out: number[] = [];
  for (let block = 0; out.length < count; block++) {
    const h = createHash("sha256").update(`${label}:${block}`).digest();
    for (let i = 0; i + 4 <= h.length && out.length < count; i += 4) out.push(h.readUInt32BE(i) / 2 ** 32);
  }
  return out;
}

const smooth = (t: number) => t * t * (3 - 2 * t);

/**
 * The pattern of a video (its storage key) at a rendition's size: integer luma offsets, zero mean,
 * RMS ≈ MARK_RMS, row by row. The same key gives the same field at every size (scaled).
 */
export function markPattern(key: string, width: number, height: number): Int8Array {
  const landscape = width >= height;
  const gx = landscape ? CELLS_LONG : Math.max(3, Math.round((CELLS_LONG * width) / height));
  const gy = landscape ? Math.max(3, Math.round((CELLS_LONG * height) / width)) : CELLS_LONG;
  // control values: approximately normal (sum of 4 uniforms), one per grid point
  const u = uniforms(`velvet-video-mark:${key}`, (gx + 1) * (gy + 1) * 4);
  const grid = new Float64Array((gx + 1) * (gy + 1));
  for (let i = 0; i < grid.length; i++) grid[i] = u[4 * i]! + u[4 * i + 1]! + u[4 * i + 2]! + u[4 * i + 3]! - 2;
  const field = new Float64Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = (y / height) * gy;
    const iy = Math.min(gy - 1, Math.floor(fy));
    const ty = smooth(fy - iy);
    for (let x = 0; x < width; x++) {
      const fx = (x / width) * gx;
      const ix = Math.min(gx - 1, Math.floor(fx));
      const tx = smooth(fx - ix);
      const g = (r: number, c: number) => grid[r * (gx + 1) + c]!;
      const top = g(iy, ix) * (1 - tx) + g(iy, ix + 1) * tx;
      const bottom = g(iy + 1, ix) * (1 - tx) + g(iy + 1, ix + 1) * tx;
      field[y * width + x] = top * (1 - ty) + bottom * ty;
    }
  }
  let mean = 0;
  for (const v of field) mean += v;
  mean /= field.length;
  let sq = 0;
  for (const v of field) sq += (v - mean) ** 2;
  const scale = MARK_RMS / Math.sqrt(sq / field.length || 1);
  const out = new Int8Array(width * height);
  for (let i = 0; i < field.length; i++) out[i] = Math.max(-MARK_PEAK, Math.min(MARK_PEAK, Math.round((field[i]! - mean) * scale)));
  return out;
}

/**
 * One yuv420p frame holding the pattern as ffmpeg's `blend` reads it: luma 128 + P, chroma 128.
 * `blend=all_mode=grainmerge` (A + B − 128) then adds P to luma and leaves chroma alone;
 * `grainextract` (A − B + 128) takes it away.
 */
export function markFrameYuv420(key: string, width: number, height: number): Buffer {
  const p = markPattern(key, width, height);
  const chroma = (width / 2) * (height / 2) * 2;
  const buf = Buffer.alloc(width * height + chroma, 128);
  for (let i = 0; i < p.length; i++) buf[i] = 128 + p[i]!;
  return buf;
}
