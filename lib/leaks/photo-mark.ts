import { createHash } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { PHOTO_JPEG_QUALITY } from "@/lib/media/prepare";

// Invisible per-fan marks on photos (issue 25, decision 090).
//
// The mark is a smooth pseudo-random field added to a photo's luminance. Its shape is GRID x GRID
// values drawn from the fan's receipt seed (independent standard normal numbers), placed on nodes
// evenly spread over the picture in normalised coordinates (0..1 across, 0..1 down) and joined by
// raised-cosine interpolation, so every width of the photo (each responsive copy) carries the same
// field at its own resolution. The field is weighted by the photo's local activity (perceptual
// masking: more where the picture is busy, less on flat skin or sky), scaled to MARK_RMS grey
// levels and added equally to R, G and B (the colours are unchanged, the luminance moves).
//
// Reading is non-blind: the platform keeps the unmarked photo. The suspect copy is registered on
// it (its crop and scale found by a coarse-to-fine search on downscaled luminance), resampled to
// the original's geometry, and the difference with the original is projected on the GRID x GRID
// interpolation kernels (weighted by the same masking): a vector d of GRID^2 numbers that depends
// on the copy and the original only. A candidate's score is z = <p, d> / |d|, p their seed's values.
// Under the null hypothesis (this fan's seed never touched the copy) p is independent of d and
// made of independent N(0, 1) values, so z is exactly N(0, 1), whatever the copy, its transforms or
// the registration's errors. The mark of the fan who received the copy makes d lean towards p
// and z grows as far as about GRID (= |p|).

/** Nodes of the mark's field along each side (GRID^2 independent values per fan). */
export const GRID = 32;
/** Root mean square of the mark, in grey levels (0-255): PSNR 20 log10(255 / 1.5) = 44.6 dB before re-encoding. */
export const MARK_RMS = 1.5;
/** No pixel moves by more than this many grey levels. */
const MARK_CLIP = 6;
/** The long side of the luminance the mark is read at (pixels). */
const READ_SIDE = 512;
/** Registration: a leaked copy may be cut by up to 5 % on each side; searched up to this much. */
const MAX_CUT = 0.07;

type Plane = { data: Float32Array; w: number; h: number };

/** The seed's GRID^2 values: independent standard normal numbers (SHA-256 in counter mode, Box-Muller). */
export function markValues(seed: string): Float64Array {
  const n = GRID * GRID;
  const out = new Float64Array(n);
  const key = Buffer.from(seed, "hex");
  let k = 0;
  for (let block = 0; k < n; block++) {
    const h = createHash("sha256").update("velvet-photo-mark-v1:").update(key).update(String(block)).digest();
    for (let o = 0; o + 8 <= h.length && k < n; o += 8) {
      // two 32-bit uniforms in (0, 1)
      const u1 = (h.readUInt32BE(o) + 0.5) / 4294967296;
      const u2 = (h.readUInt32BE(o + 4) + 0.5) / 4294967296;
      const r = Math.sqrt(-2 * Math.log(u1));
      out[k++] = r * Math.cos(2 * Math.PI * u2);
      if (k < n) out[k++] = r * Math.sin(2 * Math.PI * u2);
    }
  }
  return out;
}

/** For each of `size` pixels along a side: the node before it and the weight of the node after it (raised cosine). */
function axis(size: number): { node: Int32Array; weight: Float32Array } {
  const node = new Int32Array(size);
  const weight = new Float32Array(size);
  for (let x = 0; x < size; x++) {
    const t = ((x + 0.5) / size) * (GRID - 1);
    const i = Math.min(GRID - 2, Math.floor(t));
    node[x] = i;
    weight[x] = (1 - Math.cos(Math.PI * (t - i))) / 2;
  }
  return { node, weight };
}

/** The field of `values` at w x h pixels. */
function field(values: Float64Array, w: number, h: number): Float32Array {
  const ax = axis(w);
  const ay = axis(h);
  // along x first, for every row of nodes
  const rows = new Float32Array(GRID * w);
  for (let r = 0; r < GRID; r++) {
    for (let x = 0; x < w; x++) {
      const i = ax.node[x]!;
      const f = ax.weight[x]!;
      rows[r * w + x] = (1 - f) * values[r * GRID + i]! + f * values[r * GRID + i + 1]!;
    }
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const j = ay.node[y]!;
    const g = ay.weight[y]!;
    const a = j * w;
    const b = (j + 1) * w;
    const o = y * w;
    for (let x = 0; x < w; x++) out[o + x] = (1 - g) * rows[a + x]! + g * rows[b + x]!;
  }
  return out;
}

/** Box blur of a plane (radius r, two passes: a tent), in place. */
function blur(p: Plane, r: number): void {
  if (r < 1) return;
  const { w, h, data } = p;
  const tmp = new Float32Array(data.length);
  const line = new Float64Array(Math.max(w, h) + 1);
  const pass = (src: Float32Array, dst: Float32Array, count: number, lines: number, step: number, stride: number) => {
    for (let l = 0; l < lines; l++) {
      const base = l * stride;
      line[0] = 0;
      for (let i = 0; i < count; i++) line[i + 1] = line[i]! + src[base + i * step]!;
      for (let i = 0; i < count; i++) {
        const lo = Math.max(0, i - r);
        const hi = Math.min(count - 1, i + r);
        dst[base + i * step] = (line[hi + 1]! - line[lo]!) / (hi - lo + 1);
      }
    }
  };
  for (let k = 0; k < 2; k++) {
    pass(data, tmp, w, h, 1, w);
    pass(tmp, data, h, w, w, 1);
  }
}

/** The long side masking is measured at (a smooth map: any width of a photo gets the same one). */
const MASK_SIDE = 512;

/**
 * Perceptual masking: how much of the mark each pixel may carry, from the luminance's local
 * activity (the mean distance to its blurred self, itself blurred), between 0.3 and 3 times the
 * picture's average. Measured on the luminance brought to about MASK_SIDE px (means of f x f
 * blocks) and spread back over the picture, so every width of a photo, and the reader at 512 px,
 * weigh the same places alike.
 */
function masking(luma: Plane): Float32Array {
  const { w, h } = luma;
  const f = Math.max(1, Math.ceil(Math.max(w, h) / MASK_SIDE));
  const sw = Math.max(1, Math.floor(w / f));
  const sh = Math.max(1, Math.floor(h / f));
  const small = new Float32Array(sw * sh);
  for (let y = 0; y < sh * f; y++) {
    const row = Math.floor(y / f) * sw;
    for (let x = 0; x < sw * f; x++) small[row + Math.floor(x / f)] += luma.data[y * w + x]!;
  }
  for (let i = 0; i < small.length; i++) small[i] /= f * f;
  const smooth: Plane = { data: Float32Array.from(small), w: sw, h: sh };
  blur(smooth, 1);
  const act: Plane = { data: new Float32Array(sw * sh), w: sw, h: sh };
  let sum = 0;
  for (let i = 0; i < act.data.length; i++) {
    const v = Math.abs(small[i]! - smooth.data[i]!);
    act.data[i] = v;
    sum += v;
  }
  blur(act, 4);
  const mean = sum / act.data.length || 1;
  const a = act.data;
  for (let i = 0; i < a.length; i++) a[i] = Math.min(3, Math.max(0.3, 0.3 + (0.7 * a[i]!) / mean));
  if (sw === w && sh === h) return a;
  // bilinear, in normalised coordinates
  const out = new Float32Array(w * h);
  const xs = new Int32Array(w);
  const xf = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    const pos = Math.max(0, Math.min(sw - 1, ((x + 0.5) / w) * sw - 0.5));
    const i = sw === 1 ? 0 : Math.min(sw - 2, Math.floor(pos));
    xs[x] = i;
    xf[x] = sw === 1 ? 0 : pos - i;
  }
  for (let y = 0; y < h; y++) {
    const pos = Math.max(0, Math.min(sh - 1, ((y + 0.5) / h) * sh - 0.5));
    const j = sh === 1 ? 0 : Math.min(sh - 2, Math.floor(pos));
    const g = sh === 1 ? 0 : pos - j;
    const r0 = j * sw;
    const r1 = sh === 1 ? r0 : r0 + sw;
    for (let x = 0; x < w; x++) {
      const i = xs[x]!;
      const i1 = sw === 1 ? i : i + 1;
      const t = a[r0 + i]! + xf[x]! * (a[r0 + i1]! - a[r0 + i]!);
      const b = a[r1 + i]! + xf[x]! * (a[r1 + i1]! - a[r1 + i]!);
      out[y * w + x] = t + g * (b - t);
    }
  }
  return out;
}

function lumaOfRaw(data: Buffer | Uint8Array, w: number, h: number, channels: number): Plane {
  const out = new Float32Array(w * h);
  for (let p = 0, o = 0; p < out.length; p++, o += channels) {
    out[p] = channels >= 3 ? 0.299 * data[o]! + 0.587 * data[o + 1]! + 0.114 * data[o + 2]! : data[o]!;
  }
  return { data: out, w, h };
}

/** The mark's change of luminance for a picture (its luminance), per pixel, RMS MARK_RMS. */
export function markDelta(seed: string, luma: Plane): Float32Array {
  const delta = field(markValues(seed), luma.w, luma.h);
  const m = masking(luma);
  let energy = 0;
  for (let i = 0; i < delta.length; i++) {
    const v = delta[i]! * m[i]!;
    delta[i] = v;
    energy += v * v;
  }
  const scale = MARK_RMS / Math.sqrt(energy / delta.length || 1);
  for (let i = 0; i < delta.length; i++) delta[i] = Math.max(-MARK_CLIP, Math.min(MARK_CLIP, delta[i]! * scale));
  return delta;
}

export type PhotoFormat = "jpeg" | "png" | "webp";

/** A marked copy is never further than this from the copy it was made from (issue 25 §3 asks 42 dB; a margin). */
export const MIN_PSNR = 42.5;

/**
 * How a marked copy is encoded, in its stored copy's format: a JPEG at the quality photos are
 * stored at (PHOTO_JPEG_QUALITY: the same quantisation, so re-encoding costs almost nothing), a
 * PNG losslessly, a WebP (the responsive copies, stored at 80) at 95 with sharp YUV
 * subsampling; and the share of MARK_RMS it first tries (WebP re-encoding costs more PSNR).
 */
const ENCODINGS: Record<PhotoFormat, { mime: string; amplitude: number; encode: (i: Sharp) => Sharp }> = {
  jpeg: { mime: "image/jpeg", amplitude: 1, encode: (i) => i.jpeg({ quality: PHOTO_JPEG_QUALITY }) },
  png: { mime: "image/png", amplitude: 1, encode: (i) => i.png() },
  webp: { mime: "image/webp", amplitude: 0.7, encode: (i) => i.webp({ quality: 95, smartSubsample: true }) },
};

export type MarkedCopy = { bytes: Buffer; mimeType: string; psnr: number };

/**
 * The fan's marked copy of a stored photo or one of its responsive copies (`bytes`, as stored:
 * decoded, marked, encoded again in its own format; the alpha channel, if any, kept). If the
 * copy would be less than MIN_PSNR from the stored one (a re-encoding that costs more than
 * usual), the mark is made weaker until it is not: PSNR >= MIN_PSNR by construction.
 */
export async function markPhoto(bytes: Buffer, seed: string): Promise<MarkedCopy> {
  const image = sharp(bytes, { failOn: "error", animated: false });
  const meta = await image.metadata();
  const format: PhotoFormat = meta.format === "png" ? "png" : meta.format === "webp" ? "webp" : "jpeg";
  const { data, info } = await image.raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = info;
  const delta = markDelta(seed, lumaOfRaw(data, w, h, channels));
  const colours = channels >= 3 ? 3 : 1;
  const how = ENCODINGS[format];
  let last: MarkedCopy | null = null;
  for (let amplitude = how.amplitude; amplitude > 0.1; amplitude *= 0.7) {
    const out = Buffer.from(data);
    for (let p = 0, o = 0; p < delta.length; p++, o += channels) {
      const d = delta[p]! * amplitude;
      for (let c = 0; c < colours; c++) out[o + c] = Math.max(0, Math.min(255, Math.round(out[o + c]! + d)));
    }
    const encoded = await how.encode(sharp(out, { raw: { width: w, height: h, channels } })).toBuffer();
    last = { bytes: encoded, mimeType: how.mime, psnr: await psnr(encoded, bytes) };
    if (last.psnr >= MIN_PSNR) return last;
  }
  return last!;
}

/** PSNR (dB) of two pictures of the same size over their colour channels (Infinity when identical). */
export async function psnr(a: Buffer, b: Buffer): Promise<number> {
  const x = await sharp(a).removeAlpha().toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  const y = await sharp(b).removeAlpha().toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  if (x.info.width !== y.info.width || x.info.height !== y.info.height) throw new Error("psnr: sizes differ");
  let se = 0;
  for (let i = 0; i < x.data.length; i++) {
    const d = x.data[i]! - y.data[i]!;
    se += d * d;
  }
  const mse = se / x.data.length;
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Luminance of a picture (EXIF orientation applied, transparency on white) fitted within side x side. */
async function lumaWithin(bytes: Buffer, side: number): Promise<Plane> {
  const { data, info } = await sharp(bytes, { failOn: "error", animated: false })
    .rotate()
    .flatten({ background: "#ffffff" })
    .resize({ width: side, height: side, fit: "inside", kernel: "lanczos3" })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  return lumaOfRaw(data, info.width, info.height, info.channels);
}

/** Half the size (2 x 2 means). */
function half(p: Plane): Plane {
  const w = Math.max(1, p.w >> 1);
  const h = Math.max(1, p.h >> 1);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const a = 2 * y * p.w + 2 * x;
      out[y * w + x] = (p.data[a]! + p.data[a + 1]! + p.data[a + p.w]! + p.data[a + p.w + 1]!) / 4;
    }
  }
  return { data: out, w, h };
}

/** Where the copy lies on the original, in normalised coordinates: its left and top edges and its extent. */
export type Placement = { x0: number; ex: number; y0: number; ey: number };

/** Sampling positions on the original (width `ow`) of the copy's `n` pixels along one axis. */
function samples(n: number, ow: number, start: number, extent: number) {
  const idx = new Int32Array(n);
  const frac = new Float32Array(n);
  const ok = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const pos = (start + (extent * (i + 0.5)) / n) * ow - 0.5;
    const j = Math.floor(pos);
    ok[i] = j >= 0 && j + 1 < ow ? 1 : 0;
    idx[i] = Math.max(0, Math.min(ow - 2, j));
    frac[i] = pos - j;
  }
  return { idx, frac, ok };
}

/** Normalised cross-correlation of the copy with the original seen through a placement (every `stride`-th pixel). */
function fit(orig: Plane, copy: Plane, pl: Placement, stride: number): number {
  const sx = samples(copy.w, orig.w, pl.x0, pl.ex);
  const sy = samples(copy.h, orig.h, pl.y0, pl.ey);
  let n = 0;
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  const o = orig.data;
  const W = orig.w;
  for (let y = 0; y < copy.h; y += stride) {
    if (!sy.ok[y]) continue;
    const r0 = sy.idx[y]! * W;
    const fy = sy.frac[y]!;
    for (let x = 0; x < copy.w; x += stride) {
      if (!sx.ok[x]) continue;
      const c = sx.idx[x]!;
      const fx = sx.frac[x]!;
      const top = o[r0 + c]! + fx * (o[r0 + c + 1]! - o[r0 + c]!);
      const bottom = o[r0 + W + c]! + fx * (o[r0 + W + c + 1]! - o[r0 + W + c]!);
      const a = top + fy * (bottom - top);
      const b = copy.data[y * copy.w + x]!;
      n++;
      sa += a;
      sb += b;
      saa += a * a;
      sbb += b * b;
      sab += a * b;
    }
  }
  if (n < 16) return -1;
  const cov = sab - (sa * sb) / n;
  const va = saa - (sa * sa) / n;
  const vb = sbb - (sb * sb) / n;
  return va > 0 && vb > 0 ? cov / Math.sqrt(va * vb) : -1;
}

/**
 * Finds where a copy lies on the original: an exhaustive search of the cuts (up to MAX_CUT a side)
 * at 64 px, then refined at 128, 256 and 512 px, one axis at a time, down to half a pixel.
 */
function register(origLevels: Plane[], copyLevels: Plane[]): Placement {
  // levels: [512, 256, 128, 64]
  const top = origLevels.length - 1;
  const o = origLevels[top]!;
  const c = copyLevels[top]!;
  const stepX = 1 / o.w;
  const stepY = 1 / o.h;
  const axisOptions = (step: number) => {
    const out: { start: number; extent: number }[] = [];
    for (let extent = 1; extent >= 1 - 2 * MAX_CUT - 1e-9; extent -= step) {
      for (let start = 0; start <= 1 - extent + 1e-9; start += step) out.push({ start, extent });
    }
    return out;
  };
  const xs = axisOptions(stepX);
  const ys = axisOptions(stepY);
  let best: Placement = { x0: 0, ex: 1, y0: 0, ey: 1 };
  let bestScore = -Infinity;
  for (const ax of xs) {
    for (const ay of ys) {
      const pl = { x0: ax.start, ex: ax.extent, y0: ay.start, ey: ay.extent };
      const s = fit(o, c, pl, 1);
      if (s > bestScore) {
        bestScore = s;
        best = pl;
      }
    }
  }
  for (let level = top; level >= 0; level--) {
    const ol = origLevels[level]!;
    const cl = copyLevels[level]!;
    const stride = ol.w * ol.h > 70000 ? 2 : 1;
    const fine = level === 0 ? [1, 0.5] : [1];
    for (const px of fine) {
      for (let round = 0; round < 2; round++) {
        for (const dim of ["x", "y"] as const) {
          const step = px / (dim === "x" ? ol.w : ol.h);
          let local = best;
          let localScore = fit(ol, cl, best, stride);
          for (let ds = -2; ds <= 2; ds++) {
            for (let de = -2; de <= 2; de++) {
              if (ds === 0 && de === 0) continue;
              const pl =
                dim === "x"
                  ? { ...best, x0: best.x0 + ds * step, ex: best.ex + de * step }
                  : { ...best, y0: best.y0 + ds * step, ey: best.ey + de * step };
              const s = fit(ol, cl, pl, stride);
              if (s > localScore) {
                localScore = s;
                local = pl;
              }
            }
          }
          best = local;
        }
      }
    }
  }
  return best;
}

/** What a copy says of the marks it may carry, independently of any candidate (see the header). */
export type MarkEvidence = {
  /** the projections of (copy - original) on the field's kernels, GRID x GRID */
  d: Float64Array;
  placement: Placement;
  /** how well the registered copy matches the original (normalised correlation, 1 = same picture) */
  match: number;
};

/** The original's pyramid of luminance for reading (512, 256, 128, 64 px long side). */
async function pyramid(bytes: Buffer, side: number): Promise<Plane[]> {
  const levels = [await lumaWithin(bytes, side)];
  while (levels.length < 4) levels.push(half(levels[levels.length - 1]!));
  return levels;
}

/**
 * Registers a suspect copy on the original photo and measures the difference's projections on
 * the mark's kernels. Throws when either cannot be decoded.
 */
export async function markEvidence(suspect: Buffer, original: Buffer): Promise<MarkEvidence> {
  const orig = await pyramid(original, READ_SIDE);
  const copy = await pyramid(suspect, READ_SIDE);
  const placement = register(orig, copy);
  const o = orig[0]!;
  const c = copy[0]!;
  // the copy resampled to the original's geometry (pixels it does not cover are left out)
  const { w, h } = o;
  const reg = new Float32Array(w * h);
  const valid = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const v = ((y + 0.5) / h - placement.y0) / placement.ey;
    const py = v * c.h - 0.5;
    const j = Math.floor(py);
    if (j < 0 || j + 1 >= c.h) continue;
    const fy = py - j;
    for (let x = 0; x < w; x++) {
      const u = ((x + 0.5) / w - placement.x0) / placement.ex;
      const px = u * c.w - 0.5;
      const i = Math.floor(px);
      if (i < 0 || i + 1 >= c.w) continue;
      const fx = px - i;
      const a = c.data[j * c.w + i]! + fx * (c.data[j * c.w + i + 1]! - c.data[j * c.w + i]!);
      const b = c.data[(j + 1) * c.w + i]! + fx * (c.data[(j + 1) * c.w + i + 1]! - c.data[(j + 1) * c.w + i]!);
      reg[y * w + x] = a + fy * (b - a);
      valid[y * w + x] = 1;
    }
  }
  // both through the same low-pass (the mark is smooth; what differs in fine detail is resampling)
  const ob: Plane = { data: Float32Array.from(o.data), w, h };
  const rb: Plane = { data: reg, w, h };
  blur(ob, 2);
  blur(rb, 2);
  // gain and offset of the copy (a screenshot's levels), fitted over the covered pixels
  let n = 0;
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sab = 0;
  let sbb = 0;
  for (let i = 0; i < w * h; i++) {
    if (!valid[i]) continue;
    const a = ob.data[i]!;
    const b = rb.data[i]!;
    n++;
    sa += a;
    sb += b;
    saa += a * a;
    sab += a * b;
    sbb += b * b;
  }
  const va = saa - (sa * sa) / Math.max(1, n);
  const vb = sbb - (sb * sb) / Math.max(1, n);
  const cov = sab - (sa * sb) / Math.max(1, n);
  const gain = va > 0 ? cov / va : 1;
  const offset = n ? (sb - gain * sa) / n : 0;
  const match = va > 0 && vb > 0 ? cov / Math.sqrt(va * vb) : 0;
  const m = masking(o);
  const ax = axis(w);
  const ay = axis(h);
  const d = new Float64Array(GRID * GRID);
  // pixels near the covered area's border are left out too (the blur mixed in what is not there)
  for (let y = 3; y < h - 3; y++) {
    const jn = ay.node[y]!;
    const g = ay.weight[y]!;
    for (let x = 3; x < w - 3; x++) {
      const i = y * w + x;
      if (!valid[i] || !valid[i - 3] || !valid[i + 3] || !valid[i - 3 * w] || !valid[i + 3 * w]) continue;
      const diff = (rb.data[i]! - gain * ob.data[i]! - offset) * m[i]!;
      const inode = ax.node[x]!;
      const f = ax.weight[x]!;
      const base = jn * GRID + inode;
      d[base] += diff * (1 - f) * (1 - g);
      d[base + 1] += diff * f * (1 - g);
      d[base + GRID] += diff * (1 - f) * g;
      d[base + GRID + 1] += diff * f * g;
    }
  }
  return { d, placement, match };
}

/** A candidate's z-score: N(0, 1) when their seed never marked the copy (see the header). */
export function markZ(evidence: MarkEvidence, seed: string): number {
  const p = markValues(seed);
  let dot = 0;
  let norm = 0;
  for (let k = 0; k < p.length; k++) {
    dot += p[k]! * evidence.d[k]!;
    norm += evidence.d[k]! * evidence.d[k]!;
  }
  return norm > 0 ? dot / Math.sqrt(norm) : 0;
}

/** P(Z > z) for a standard normal Z, accurate far into the tail (the complementary error function's Chebyshev fit of Numerical Recipes, erfcc: relative error under 1e-5 near 0, under 1e-6 from z = 3 on). */
export function normalTail(z: number): number {
  const x = z / Math.SQRT2;
  const ax = Math.abs(x);
  const t = 1 / (1 + 0.5 * ax);
  const e =
    t *
    Math.exp(
      -ax * ax -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886187 + t * (-1.13520398 + t * (1.48851547 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  const erfc = x >= 0 ? e : 2 - e;
  return erfc / 2;
}

/** The family-wise false-accusation probability the listing threshold allows (issue 25 §5). */
export const FALSE_ACCUSATION = 1e-6;

/**
 * Confidence that the copy is a candidate's, from their z-score among `candidates` candidates:
 * 1 - (candidates x P(Z > z))^(1/3), clamped to [0, 1]. The Bonferroni bound candidates x P(Z > z)
 * bounds the probability that any innocent candidate scores as high; the cube root puts
 * confidence 0.99 exactly where that bound is 1e-6 (FALSE_ACCUSATION), so a suspect listed at
 * SUSPECT_MIN_CONFIDENCE (0.99) is a false accusation with probability under one in a million.
 */
export function confidenceOf(z: number, candidates: number): number {
  const p = Math.min(1, Math.max(1, candidates) * normalTail(z));
  return Math.max(0, Math.min(1, 1 - Math.cbrt(p)));
}
