import sharp from "sharp";
import { decodeOptions } from "@/lib/media/pixels";

// PDQ, Meta's open perceptual hash of a picture (the "PDQ hashing" document of
// facebook/ThreatExchange, folder pdq/): 256 bits that stay nearly the same when a photo is
// re-encoded, resized or lightly edited, so hash-sharing programmes for known abuse material can
// exchange hashes instead of pictures. Written here from the specification (decision 070):
//   1. luminance of every pixel (Rec. 601 weights);
//   2. two passes of a box blur along rows then columns ("Jarosz" filter, a tent), whose window
//      is about a 128th of the side, then one sample at the centre of each cell of a 64 x 64 grid;
//   3. the 16 x 16 lowest frequencies of the 2-D DCT-II of that grid, the constant term left out;
//   4. bit k (k = 16 row + column) is set when that coefficient is above the coefficients' median.
// A quality figure (0-100) counts the grid's significant gradients: a featureless picture (a
// flat colour) scores near 0 and its hash says nothing (matching ignores it: PDQ_MIN_QUALITY).

export type PdqHash = {
  /** 64 hex digits: the 256 bits as one big-endian number whose bit k is the k-th coefficient */
  hash: string;
  /** 0-100: how much the picture has to hash (below PDQ_MIN_QUALITY the hash is not used for matching) */
  quality: number;
};

/** Two hashes within this many differing bits are the same picture (PDQ's recommended threshold). */
export const PDQ_MATCH_DISTANCE = 31;
/** PDQ's advice: a hash of quality under 50 is too featureless to match on. */
export const PDQ_MIN_QUALITY = 50;

const GRID = 64;
const KEPT = 16;
/** As the reference tools, a larger picture is first brought within 512 x 512 (its shape kept): the hash only sees 64 x 64 cells. */
const PRE_SCALE = 512;
const MIN_SIDE = 5;

const HEX_HASH = /^[0-9a-f]{64}$/;

/** A PDQ hash as written in hash lists: 64 hex digits (either case), answered lower-case; null when it is not one. */
export function normalizePdqHex(text: string): string | null {
  const hex = text.trim().toLowerCase();
  return HEX_HASH.test(hex) ? hex : null;
}

const POPCOUNT = new Uint8Array(256).map((_, i) => {
  let n = 0;
  for (let v = i; v; v >>= 1) n += v & 1;
  return n;
});

/** The number of bits in which two hashes (hex or 32 bytes) differ. */
export function hammingDistance(a: string | Uint8Array, b: string | Uint8Array): number {
  const x = typeof a === "string" ? Buffer.from(a, "hex") : a;
  const y = typeof b === "string" ? Buffer.from(b, "hex") : b;
  let d = 0;
  for (let i = 0; i < 32; i++) d += POPCOUNT[x[i]! ^ y[i]!]!;
  return d;
}

/** Rows 1..16 of the 64-point DCT-II basis (the constant row 0 is not used), row-major 16 x 64. */
const BASIS = (() => {
  const m = new Float64Array(KEPT * GRID);
  const scale = Math.sqrt(2 / GRID);
  for (let u = 0; u < KEPT; u++) {
    for (let x = 0; x < GRID; x++) m[u * GRID + x] = scale * Math.cos((Math.PI / (2 * GRID)) * (u + 1) * (2 * x + 1));
  }
  return m;
})();

/**
 * A moving average of `count` values read every `step` from `from` in `src`, written to the same
 * places in `dst`. Output i averages inputs i - (w - h) .. i + h - 1 with h = floor((w + 2) / 2),
 * the window cut at both ends (and divided by the values it holds).
 */
function boxBlur(src: Float64Array, dst: Float64Array, from: number, count: number, step: number, window: number, prefix: Float64Array) {
  prefix[0] = 0;
  for (let i = 0; i < count; i++) prefix[i + 1] = prefix[i]! + src[from + i * step]!;
  const ahead = Math.floor((window + 2) / 2) - 1;
  const behind = window - ahead - 1;
  for (let i = 0; i < count; i++) {
    const lo = Math.max(0, i - behind);
    const hi = Math.min(count - 1, i + ahead);
    dst[from + i * step] = (prefix[hi + 1]! - prefix[lo]!) / (hi - lo + 1);
  }
}

/** The window of the box blur that brings `side` samples down to `target`: about side / (2 target), rounded up. */
const windowFor = (side: number, target: number) => Math.floor((side + 2 * target - 1) / (2 * target));

/** Blurs the luminance in place (two passes, rows then columns) and samples it on the 64 x 64 grid. */
function downsample(luma: Float64Array, rows: number, cols: number): Float64Array {
  const tmp = new Float64Array(luma.length);
  const prefix = new Float64Array(Math.max(rows, cols) + 1);
  const alongRows = windowFor(cols, GRID);
  const alongCols = windowFor(rows, GRID);
  for (let pass = 0; pass < 2; pass++) {
    for (let r = 0; r < rows; r++) boxBlur(luma, tmp, r * cols, cols, 1, alongRows, prefix);
    for (let c = 0; c < cols; c++) boxBlur(tmp, luma, c, rows, cols, alongCols, prefix);
  }
  const grid = new Float64Array(GRID * GRID);
  for (let i = 0; i < GRID; i++) {
    const r = Math.floor(((i + 0.5) * rows) / GRID);
    for (let j = 0; j < GRID; j++) grid[i * GRID + j] = luma[r * cols + Math.floor(((j + 0.5) * cols) / GRID)]!;
  }
  return grid;
}

/** Sum of the significant steps between neighbouring cells (in hundredths of full scale), scaled to 0-100. */
function qualityOf(grid: Float64Array): number {
  let sum = 0;
  const step = (a: number, b: number) => Math.abs(Math.trunc(((a - b) * 100) / 255));
  for (let i = 0; i < GRID; i++) {
    for (let j = 0; j < GRID; j++) {
      if (i + 1 < GRID) sum += step(grid[i * GRID + j]!, grid[(i + 1) * GRID + j]!);
      if (j + 1 < GRID) sum += step(grid[i * GRID + j]!, grid[i * GRID + j + 1]!);
    }
  }
  return Math.min(100, Math.trunc(sum / 90));
}

/** The 16 x 16 low frequencies (1..16 in each direction) of the grid's DCT: BASIS x grid x BASIS^T. */
function lowFrequencies(grid: Float64Array): Float64Array {
  const half = new Float64Array(KEPT * GRID);
  for (let u = 0; u < KEPT; u++) {
    for (let x = 0; x < GRID; x++) {
      let s = 0;
      for (let k = 0; k < GRID; k++) s += BASIS[u * GRID + k]! * grid[k * GRID + x]!;
      half[u * GRID + x] = s;
    }
  }
  const out = new Float64Array(KEPT * KEPT);
  for (let u = 0; u < KEPT; u++) {
    for (let v = 0; v < KEPT; v++) {
      let s = 0;
      for (let k = 0; k < GRID; k++) s += half[u * GRID + k]! * BASIS[v * GRID + k]!;
      out[u * KEPT + v] = s;
    }
  }
  return out;
}

/** The bits of 256 coefficients: set where a coefficient is above their (lower) median. */
function toHex(coefficients: Float64Array): string {
  const median = Float64Array.from(coefficients).sort()[coefficients.length / 2 - 1]!;
  const bytes = new Uint8Array(32);
  for (let k = 0; k < 256; k++) {
    if (coefficients[k]! > median) bytes[31 - (k >> 3)]! |= 1 << (k & 7);
  }
  return Buffer.from(bytes).toString("hex");
}

/**
 * The eight symmetries of a square picture, as what each does to the DCT coefficients: a flip
 * negates the odd-frequency terms along its axis (frequency u + 1 even: index u odd), a turn by a
 * quarter also swaps the axes. `sign(u, v)` is the factor of coefficient (u, v) before the swap.
 */
export const DIHEDRAL = {
  original: { swap: false, sign: () => 1 },
  rotate90: { swap: true, sign: (_u: number, v: number) => (v & 1 ? 1 : -1) },
  rotate180: { swap: false, sign: (u: number, v: number) => ((u + v) & 1 ? -1 : 1) },
  rotate270: { swap: true, sign: (u: number) => (u & 1 ? 1 : -1) },
  flipX: { swap: false, sign: (u: number) => (u & 1 ? 1 : -1) },
  flipY: { swap: false, sign: (_u: number, v: number) => (v & 1 ? 1 : -1) },
  flipPlus1: { swap: true, sign: () => 1 },
  flipMinus1: { swap: true, sign: (u: number, v: number) => ((u + v) & 1 ? -1 : 1) },
} as const satisfies Record<string, { swap: boolean; sign: (u: number, v: number) => number }>;
export type Dihedral = keyof typeof DIHEDRAL;

function transformed(c: Float64Array, t: (typeof DIHEDRAL)[Dihedral]): Float64Array {
  const out = new Float64Array(c.length);
  for (let u = 0; u < KEPT; u++) {
    for (let v = 0; v < KEPT; v++) out[t.swap ? v * KEPT + u : u * KEPT + v] = t.sign(u, v) * c[u * KEPT + v]!;
  }
  return out;
}

/** What the hash is computed from: the luminance of each pixel, row-major. */
export type Luma = { data: Float64Array; rows: number; cols: number };

/** The coefficients and quality of a luminance image; null when a side is under 5 pixels. */
function analyse(luma: Luma): { coefficients: Float64Array; quality: number } | null {
  if (luma.rows < MIN_SIDE || luma.cols < MIN_SIDE) return null;
  const grid = luma.rows === GRID && luma.cols === GRID ? Float64Array.from(luma.data) : downsample(Float64Array.from(luma.data), luma.rows, luma.cols);
  return { coefficients: lowFrequencies(grid), quality: qualityOf(grid) };
}

const EMPTY: PdqHash = { hash: "0".repeat(64), quality: 0 };

/** PDQ of a luminance image (a video frame already decoded, say). */
export function pdqOfLuma(luma: Luma): PdqHash {
  const a = analyse(luma);
  return a ? { hash: toHex(a.coefficients), quality: a.quality } : EMPTY;
}

/** The part of a luminance image between normalised coordinates (x0, y0) and (x1, y1) (0..1, left and top edges). */
export function cropLuma(luma: Luma, x0: number, y0: number, x1: number, y1: number): Luma {
  const c0 = Math.max(0, Math.round(x0 * luma.cols));
  const c1 = Math.min(luma.cols, Math.max(c0 + 1, Math.round(x1 * luma.cols)));
  const r0 = Math.max(0, Math.round(y0 * luma.rows));
  const r1 = Math.min(luma.rows, Math.max(r0 + 1, Math.round(y1 * luma.rows)));
  const cols = c1 - c0;
  const rows = r1 - r0;
  const data = new Float64Array(rows * cols);
  for (let r = 0; r < rows; r++) data.set(luma.data.subarray((r0 + r) * luma.cols + c0, (r0 + r) * luma.cols + c1), r * cols);
  return { data, rows, cols };
}

/**
 * A photo's centre: what remains with CENTRE_MARGIN cut from each edge. A copy cut by up to that
 * much a side still shows all of it, so its hash can be matched where the whole photo's cannot
 * (PDQ moves by 60 bits or more when one side loses 5 %: lib/leaks/photo.ts identifyPhoto).
 */
export const CENTRE_MARGIN = 0.05;

/** The PDQ hash of a photo's centre (CENTRE_MARGIN cut from each edge). */
export function pdqCentreOfLuma(luma: Luma): PdqHash {
  return pdqOfLuma(cropLuma(luma, CENTRE_MARGIN, CENTRE_MARGIN, 1 - CENTRE_MARGIN, 1 - CENTRE_MARGIN));
}

/**
 * A copy that may have been cut by up to CENTRE_MARGIN on each side, read as such: for each guess
 * of its four cuts (0 to CENTRE_MARGIN each, in steps of a third of it: 256 guesses), the hash of
 * the part of it that would be the photo's centre, the least cut guesses first. The right guess
 * is within a sixth of the margin (0.83 %) of each true cut, which keeps it within PDQ's distance.
 */
export function pdqCentreGuesses(luma: Luma): string[] {
  const cuts = [0, 1, 2, 3].map((i) => (i * CENTRE_MARGIN) / 3);
  const guesses: { hash: string; cut: number }[] = [];
  for (const left of cuts) {
    for (const right of cuts) {
      for (const top of cuts) {
        for (const bottom of cuts) {
          const w = 1 - left - right;
          const h = 1 - top - bottom;
          const centre = cropLuma(luma, (CENTRE_MARGIN - left) / w, (CENTRE_MARGIN - top) / h, (1 - CENTRE_MARGIN - left) / w, (1 - CENTRE_MARGIN - top) / h);
          guesses.push({ hash: pdqOfLuma(centre).hash, cut: left + right + top + bottom });
        }
      }
    }
  }
  return guesses.sort((a, b) => a.cut - b.cut).map((g) => g.hash);
}

/** The eight hashes of a luminance image turned and flipped (one analysis), with its quality. */
export function pdqDihedralOfLuma(luma: Luma): { hashes: Record<Dihedral, string>; quality: number } {
  const a = analyse(luma);
  const hashes = {} as Record<Dihedral, string>;
  for (const name of Object.keys(DIHEDRAL) as Dihedral[]) hashes[name] = a ? toHex(transformed(a.coefficients, DIHEDRAL[name])) : EMPTY.hash;
  return { hashes, quality: a?.quality ?? 0 };
}

/**
 * Decodes a picture (bytes or a file) with sharp, as it is shown (EXIF orientation applied), brought
 * within 512 x 512 (shape kept, never enlarged), and answers its luminance. Throws when sharp cannot
 * decode it. (Within 512 the bridge reference images hash within 2 bits of Meta's hashes; squashed to
 * 512 x 512, within 10.)
 */
export async function lumaOf(source: Buffer | string): Promise<Luma> {
  const image = sharp(source, decodeOptions()).rotate().resize({ width: PRE_SCALE, height: PRE_SCALE, fit: "inside", withoutEnlargement: true });
  const { data, info } = await image.flatten({ background: "#ffffff" }).toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  const n = info.width * info.height;
  const ch = info.channels;
  const out = new Float64Array(n);
  for (let p = 0, o = 0; p < n; p++, o += ch) {
    out[p] = ch >= 3 ? 0.299 * data[o]! + 0.587 * data[o + 1]! + 0.114 * data[o + 2]! : data[o]!;
  }
  return { data: out, rows: info.height, cols: info.width };
}

/** The PDQ hash and quality of a photo (bytes or a file path). */
export async function pdqHash(source: Buffer | string): Promise<PdqHash> {
  return pdqOfLuma(await lumaOf(source));
}

/** The eight dihedral hashes of a photo: what its turned and flipped copies would hash to. */
export async function pdqDihedralHashes(source: Buffer | string) {
  return pdqDihedralOfLuma(await lumaOf(source));
}
