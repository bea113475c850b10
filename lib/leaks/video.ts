import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { sql } from "kysely";
import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { sequenceSigns } from "@/lib/leaks/video-marks";
import type { Recipient, Score } from "@/lib/leaks/types";
import { ffmpegBinaries } from "@/lib/media/ffmpeg";
import { renditionsOf, type Rendition } from "@/lib/media/hls";
import { PDQ_MATCH_DISTANCE, PDQ_MIN_QUALITY, pdqOfLuma } from "@/lib/media/pdq";
import { runTool } from "@/lib/media/run";
import { storage } from "@/lib/storage";
import { renditionPlaylistKey, variantSegmentKey, type SegmentVariant } from "@/lib/storage/keys";

// Reading a leaked copy of a video (issue 25 §4-5, decision 092): which stored video it is (its
// frame hashes), then which A/B segments it is made of, and whose sequence that is.
//
// - identifyVideo: one PDQ hash a second of the copy against VideoFrameHash (one a second of every
//   video); the video more than half the copy's usable frames match (distance ≤ 31) is the one.
// - videoScores: the copy and both variants of the video's lowest rendition are decoded to small
//   grey frames (the mark is a smooth field: nothing of it is lost at DETECT_WIDTH pixels, and the
//   re-encoding noise mostly is). The copy is aligned in time with the mean of A and B (any
//   trimming, frame-exact); then for each segment it covers, a soft value x = Σ⟨c − M, A − B⟩ /
//   Σ⟨A − B, A − B⟩ over its frames (c the copy's frame after a level fit to M = (A + B)/2): about
//   +½ for variant A, −½ for B, 0 for an unmarked copy, and its log-likelihood ratio x / v (v the
//   noise variance of x). Each recipient's score is Σ wᵢ·tᵢ·yᵢ: yᵢ their variant (±1), tᵢ the sign
//   of segment i's ratio, wᵢ its size clipped and quantised to integers.
// - The statistics: an innocent recipient's variants are independent fair coins (HMAC of their own
//   random seed), independent of the copy, so given the copy their score has the exact law of
//   Σ wᵢ·εᵢ with fair signs εᵢ; its tail p = P(Σ wᵢεᵢ ≥ score) is computed exactly (dynamic
//   programming over the integer weights), whatever the copy is (re-encoded, unmarked, another
//   fan's). The bound on a false accusation among the n recipients is F = n·p (union bound), and
//   confidence = 1 − 10⁴·F (clamped to [0, 1]): ≥ 0.99 exactly when F ≤ 10⁻⁶.

/** Frames are compared at this width (height by the video's shape). */
const DETECT_WIDTH = 96;
/** Signatures for the alignment: this many pixels across. */
const SIGNATURE_WIDTH = 32;
/** Frames this close to a segment's boundary are not weighed (a frame of a neighbour after re-encoding). */
const EDGE_FRAMES = 1;
/** Alignments whose mean correlation is within this of the best are as good (a picture that loops). */
const ALIGN_TIE = 0.002;
/** At most this many such alignments are weighed (the bound is multiplied by their number). */
const MAX_TIES = 4;
/** Integer weights go up to this. */
const WEIGHT_LEVELS = 32;
/** Confidence = 1 − FALSE_ACCUSATION_SCALE · F: 0.99 at F = 10⁻⁶ (issue 25 §5). */
const FALSE_ACCUSATION_SCALE = 1e4;

/** Frames a second of the copy hashed to identify it. */
const IDENTIFY_FPS = 10;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

type GreyVideo = { width: number; height: number; frames: Uint8Array[] };

/** A video's frames as 8-bit grey pictures of width × height (area-averaged), from its first frame on; `fps` resamples. */
async function decodeGrey(file: string, width: number, height: number, fps?: string, scaler = "area"): Promise<GreyVideo> {
  const { ffmpeg } = ffmpegBinaries();
  const filters = ["setpts=PTS-STARTPTS", ...(fps ? [`fps=${fps}`] : []), `scale=${width}:${height}:flags=${scaler}`, "format=gray"];
  const size = width * height;
  const frames: Uint8Array[] = [];
  let pending: Buffer = Buffer.alloc(0);
  const r = await runTool(ffmpeg, ["-nostdin", "-v", "error", "-i", file, "-map", "0:v:0", "-vf", filters.join(","), "-f", "rawvideo", "-pix_fmt", "gray", "pipe:1"], {
    timeoutMs: 10 * 60_000,
    onStdout: (chunk) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (pending.length >= size) {
        frames.push(new Uint8Array(pending.subarray(0, size)));
        pending = pending.subarray(size);
      }
    },
  });
  if (r.code !== 0) throw new Error(`ffmpeg could not decode the video: ${r.stderr.trim().slice(-300)}`);
  return { width, height, frames };
}

/** The luma of grey frames as pdq.ts reads it. */
const lumaOf = (g: Uint8Array, width: number, height: number) => ({ data: Float64Array.from(g), rows: height, cols: width });

/** A file's first video stream's size, from ffmpeg's own reading of it (the npm ffprobe crashes on some MPEG-TS). */
async function frameSizeOf(file: string): Promise<{ width: number; height: number } | null> {
  const r = await runTool(ffmpegBinaries().ffmpeg, ["-hide_banner", "-nostdin", "-i", file], { timeoutMs: 60_000, maxStdout: 1024 });
  const m = /Stream #[^\n]*Video:[^\n]*?, (\d{2,5})x(\d{2,5})/.exec(r.stderr);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}

/**
 * Which stored video a copy is (trimmed, re-encoded, resized): the medium whose frame hashes
 * (one a second) match (PDQ distance ≤ 31) more than half of the copy's seconds. A copy trimmed
 * at any instant is out of step with those frames, so each second of the copy is looked at as
 * IDENTIFY_FPS frames and counts when one of them matches; seconds with too little detail to hash
 * do not count. Null when no video has that majority.
 */
export async function identifyVideo(file: string): Promise<{ mediaId: string; ownerId: string } | null> {
  const size = await frameSizeOf(file);
  if (!size) return null;
  // the pipeline's hashing size (512 px on the longer side)
  const scale = Math.min(1, 512 / Math.max(size.width, size.height));
  const w = even(size.width * scale);
  const h = even(size.height * scale);
  let grey: GreyVideo;
  try {
    grey = await decodeGrey(file, w, h, String(IDENTIFY_FPS), "bicubic");
  } catch {
    return null;
  }
  const hashes: string[] = [];
  const seconds: number[] = [];
  grey.frames.forEach((f, k) => {
    const p = pdqOfLuma(lumaOf(f, w, h));
    if (p.quality < PDQ_MIN_QUALITY) return;
    hashes.push(p.hash);
    seconds.push(Math.floor(k / IDENTIFY_FPS));
  });
  const usable = new Set(seconds).size;
  if (usable === 0) return null;
  // a scan (the pdq index finds equal hashes only): fine for a trace, which is a job
  const { rows } = await sql<{ mediaId: string; seconds: number }>`
    SELECT f."mediaId", count(DISTINCT c.s)::int AS seconds
    FROM "VideoFrameHash" f, unnest(${hashes}::text[], ${seconds}::int[]) AS c(h, s)
    WHERE bit_count(('x' || f.pdq)::bit(256) # ('x' || c.h)::bit(256)) <= ${PDQ_MATCH_DISTANCE}
    GROUP BY f."mediaId" ORDER BY seconds DESC LIMIT 1`.execute(kysely());
  const best = rows[0];
  if (!best || best.seconds * 2 <= usable) return null;
  const media = await prisma.media.findUnique({ where: { id: best.mediaId }, select: { id: true, ownerId: true } });
  return media ? { mediaId: media.id, ownerId: media.ownerId } : null;
}

async function download(key: string, file: string, append: boolean): Promise<boolean> {
  const obj = await storage().get(key);
  if (!obj) return false;
  await pipeline(Readable.fromWeb(obj.stream as WebReadableStream<Uint8Array>), createWriteStream(file, { flags: append ? "a" : "w", mode: 0o600 }));
  return true;
}

/** The segments' durations in a stored rendition playlist. */
async function segmentSeconds(key: string, rendition: Rendition): Promise<number[] | null> {
  const obj = await storage().get(renditionPlaylistKey(key, rendition.name));
  if (!obj) return null;
  const text = await new Response(obj.stream).text();
  return [...text.matchAll(/^#EXTINF:([\d.]+)/gm)].map((m) => Number(m[1]));
}

/** A variant's segments, end to end, as one MPEG-TS file (segments of one encode concatenate). */
async function variantFile(key: string, rendition: Rendition, variant: SegmentVariant, count: number, file: string): Promise<boolean> {
  for (let i = 0; i < count; i++) if (!(await download(variantSegmentKey(key, rendition.name, variant, i), file, i > 0))) return false;
  return true;
}

/** Per-pixel mean of two frames, as floats. */
function meanOf(a: Uint8Array, b: Uint8Array): Float32Array {
  const m = new Float32Array(a.length);
  for (let p = 0; p < a.length; p++) m[p] = (a[p]! + b[p]!) / 2;
  return m;
}

/** A small zero-mean, unit-norm signature of a frame (for the alignment). */
function signature(frame: ArrayLike<number>, width: number, height: number, across = SIGNATURE_WIDTH): Float32Array {
  const sw = Math.min(across, width);
  const sh = Math.max(2, Math.round((sw * height) / width));
  const s = new Float32Array(sw * sh);
  const n = new Float32Array(sw * sh);
  for (let y = 0; y < height; y++) {
    const row = Math.min(sh - 1, Math.floor((y * sh) / height));
    for (let x = 0; x < width; x++) {
      const c = row * sw + Math.min(sw - 1, Math.floor((x * sw) / width));
      s[c]! += frame[y * width + x]!;
      n[c]! += 1;
    }
  }
  let mean = 0;
  for (let i = 0; i < s.length; i++) mean += (s[i]! /= n[i]!);
  mean /= s.length;
  let norm = 0;
  for (let i = 0; i < s.length; i++) norm += (s[i]! -= mean) ** 2;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < s.length; i++) s[i]! /= norm;
  return s;
}

/** Mean correlation of copy frame j with reference frame j + k over (a sample of) the overlap, or null when less than half the copy overlaps. */
function overlapMatch(copy: Float32Array[], ref: Float32Array[], k: number, step: number): number | null {
  let sum = 0;
  let count = 0;
  for (let j = 0; j < copy.length; j += step) {
    const r = ref[j + k];
    if (!r) continue;
    const c = copy[j]!;
    let dot = 0;
    for (let p = 0; p < c.length; p++) dot += c[p]! * r[p]!;
    sum += dot;
    count++;
  }
  return count * step * 2 < copy.length ? null : sum / count;
}

/**
 * The offset k (copy frame j is reference frame j + k): every offset is tried on small signatures,
 * then the best few (content that repeats itself has several) on the whole frames, a frame either
 * side. `ties`: the offsets that match as well as the best (within ALIGN_TIE; a looping picture),
 * best first, at most MAX_TIES: the trace weighs each (and pays for it in its bound).
 */
function align(copySmall: Float32Array[], refSmall: Float32Array[], copyFull: Float32Array[], refFull: Float32Array[]): { offset: number; match: number; ties: number[] } {
  const step = Math.max(1, Math.floor(copySmall.length / 400));
  const tried: { k: number; m: number }[] = [];
  for (let k = -Math.floor(copySmall.length / 2); k <= refSmall.length - Math.ceil(copySmall.length / 2); k++) {
    const m = overlapMatch(copySmall, refSmall, k, step);
    if (m !== null) tried.push({ k, m });
  }
  tried.sort((p, q) => q.m - p.m);
  const candidates: number[] = [];
  for (const t of tried) {
    if (candidates.length >= 6) break;
    if (candidates.every((c) => Math.abs(c - t.k) > 3)) candidates.push(t.k);
  }
  const fullStep = Math.max(1, Math.floor(copyFull.length / 150));
  const refined: { offset: number; match: number }[] = [];
  for (const c of candidates) {
    let best = { offset: c, match: -Infinity };
    for (let k = c - 1; k <= c + 1; k++) {
      const m = overlapMatch(copyFull, refFull, k, fullStep);
      if (m !== null && m > best.match) best = { offset: k, match: m };
    }
    if (best.match > -Infinity) refined.push(best);
  }
  refined.sort((p, q) => q.match - p.match);
  const top = refined[0] ?? { offset: 0, match: -Infinity };
  const ties = refined.filter((r) => r.match >= top.match - ALIGN_TIE).slice(0, MAX_TIES).map((r) => r.offset);
  return { ...top, ties: ties.length ? ties : [top.offset] };
}

/** The soft reading of one segment: `llr` > 0 says A, < 0 says B. */
export type SegmentReading = { index: number; x: number; llr: number; frames: number };

/**
 * The copy's reading segment by segment: for every segment at least half covered by the aligned
 * copy, x (≈ +½ for A, −½ for B) and its log-likelihood ratio.
 */
export function readSegments(copy: GreyVideo, a: GreyVideo, b: GreyVideo, segmentFrames: number[], offset: number): SegmentReading[] {
  const starts: number[] = [];
  let t = 0;
  for (const n of segmentFrames) {
    starts.push(t);
    t += n;
  }
  const size = copy.width * copy.height;
  const readings: SegmentReading[] = [];
  for (let i = 0; i < segmentFrames.length; i++) {
    let num = 0;
    let den = 0;
    let frames = 0;
    const resid: number[] = [];
    const per: { dw: number; ww: number; dd: number }[] = [];
    for (let f = starts[i]! + EDGE_FRAMES; f < starts[i]! + segmentFrames[i]! - EDGE_FRAMES; f++) {
      const c = copy.frames[f - offset];
      const fa = a.frames[f];
      const fb = b.frames[f];
      if (!c || !fa || !fb) continue;
      const m = meanOf(fa, fb);
      // levels: c ≈ α·M + β (a re-encode may shift brightness and contrast a little)
      let sm = 0, sc = 0, smm = 0, smc = 0;
      for (let p = 0; p < size; p++) {
        sm += m[p]!;
        sc += c[p]!;
        smm += m[p]! * m[p]!;
        smc += m[p]! * c[p]!;
      }
      const varM = smm / size - (sm / size) ** 2;
      const alpha = varM > 1e-6 ? (smc / size - (sm / size) * (sc / size)) / varM : 1;
      const beta = sc / size - alpha * (sm / size);
      let dw = 0, ww = 0, dd = 0;
      for (let p = 0; p < size; p++) {
        const d = c[p]! - alpha * m[p]! - beta;
        const w = alpha * (fa[p]! - fb[p]!);
        dw += d * w;
        ww += w * w;
        dd += d * d;
      }
      per.push({ dw, ww, dd });
      num += dw;
      den += ww;
      frames++;
    }
    // a segment at least half covered (a trimmed end's partial segment counts when it is mostly there)
    if (frames * 2 < segmentFrames[i]! - 2 * EDGE_FRAMES || den <= 0) continue;
    const x = num / den;
    // the noise: what is left of each frame's difference once x·(A − B) is taken away
    for (const q of per) resid.push(Math.max(0, q.dd - 2 * x * q.dw + x * x * q.ww) / size);
    const sigma2 = resid.reduce((s, v) => s + v, 0) / resid.length || 1;
    // x's variance if the residual were white noise of that variance: σ² / Σ⟨w, w⟩ (pixels are not independent: only the ratios between segments matter)
    const v = sigma2 / den;
    readings.push({ index: i, x, llr: x / v, frames });
  }
  return readings;
}

/** P(Σ wᵢεᵢ ≥ s) for fair independent signs εᵢ and non-negative integer weights wᵢ: exact. */
export function upperTail(weights: number[], s: number): number {
  const total = weights.reduce((a, w) => a + w, 0);
  // dist[k] = P(Σ = k − total)
  let dist = new Float64Array(2 * total + 1);
  dist[total] = 1;
  for (const w of weights) {
    if (w === 0) continue;
    const next = new Float64Array(dist.length);
    for (let k = 0; k < dist.length; k++) {
      const p = dist[k]!;
      if (p === 0) continue;
      next[k + w] += p / 2;
      next[k - w] += p / 2;
    }
    dist = next;
  }
  let tail = 0;
  for (let k = Math.max(0, Math.ceil(s) + total); k < dist.length; k++) tail += dist[k]!;
  return Math.min(1, tail);
}

/** Integer weights from the segments' ratios: clipped at 3× their median size (an outlier cannot carry a trace alone). */
export function weightsOf(readings: SegmentReading[]): { signs: number[]; weights: number[] } {
  const sizes = readings.map((r) => Math.abs(r.llr)).sort((p, q) => p - q);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const clip = median * 3 || 1;
  return {
    signs: readings.map((r) => (r.llr >= 0 ? 1 : -1)),
    weights: readings.map((r) => Math.round((Math.min(clip, Math.abs(r.llr)) / clip) * WEIGHT_LEVELS)),
  };
}

/** Confidence from the bound F on a false accusation: 1 − 10⁴·F, clamped; ≥ 0.99 exactly when F ≤ 10⁻⁶. */
export const confidenceOf = (falseAccusationBound: number) => Math.max(0, Math.min(1, 1 - FALSE_ACCUSATION_SCALE * falseAccusationBound));

/**
 * Every recipient's confidence from the copy's readings (the statistics above). Several readings
 * (the copy at each of K equally good alignments) each give a tail p; a recipient's is the least,
 * and the bound is F = n·K·p (a union over recipients and alignments).
 */
export function scoreReadings(readings: SegmentReading[] | SegmentReading[][], recipients: Recipient[]): Score[] {
  const sets = (readings.length > 0 && Array.isArray(readings[0]) ? (readings as SegmentReading[][]) : [readings as SegmentReading[]]).filter((r) => r.length > 0);
  if (sets.length === 0) return recipients.map((r) => ({ receiptId: r.receiptId, userId: r.userId, confidence: 0 }));
  const prepared = sets.map((set) => ({ set, ...weightsOf(set), tails: new Map<number, number>() }));
  const last = Math.max(...sets.flat().map((r) => r.index)) + 1;
  return recipients.map((r) => {
    const seq = sequenceSigns(r.seed, last);
    let p = 1;
    for (const { set, signs, weights, tails } of prepared) {
      let score = 0;
      set.forEach((reading, k) => (score += weights[k]! * signs[k]! * seq[reading.index]!));
      const tail = tails.get(score) ?? upperTail(weights, score);
      tails.set(score, tail);
      p = Math.min(p, tail);
    }
    return { receiptId: r.receiptId, userId: r.userId, confidence: confidenceOf(Math.min(1, recipients.length * sets.length * p)) };
  });
}

/** What the trace read of a copy, for the benches and logs. */
export type VideoReading = {
  rendition: string;
  offsetFrames: number;
  alignment: number;
  /** at the best alignment */
  readings: SegmentReading[];
  /** at each equally good alignment, the best first (one, unless the picture loops): what scoreReadings weighs */
  alternatives: SegmentReading[][];
};

/**
 * The readings of a copy against a rendition's two variants, each as one local file, given its
 * segments' durations (seconds) and its size. Exported for the benches.
 */
export async function readAgainstVariants(
  file: string,
  fileA: string,
  fileB: string,
  seconds: number[],
  rendition: { name: string; width: number; height: number },
): Promise<VideoReading | null> {
  const width = DETECT_WIDTH;
  const height = even((DETECT_WIDTH * rendition.height) / rendition.width);
  const [a, b] = await Promise.all([decodeGrey(fileA, width, height), decodeGrey(fileB, width, height)]);
  // the rendition's frame rate (its frames over its playlist's length); the copy is brought to it
  const fps = Math.round((a.frames.length / seconds.reduce((s, x) => s + x, 0)) * 1000) / 1000;
  let copy: GreyVideo;
  try {
    copy = await decodeGrey(file, width, height, String(fps));
  } catch {
    return null;
  }
  if (copy.frames.length === 0) return null;
  const n = Math.min(a.frames.length, b.frames.length);
  const refFull = Array.from({ length: n }, (_, f) => signature(meanOf(a.frames[f]!, b.frames[f]!), width, height, width));
  const copyFull = copy.frames.map((f) => signature(f, width, height, width));
  const refSigs = refFull.map((f) => signature(f, width, height));
  const copySigs = copyFull.map((f) => signature(f, width, height));
  const { offset, match, ties } = align(copySigs, refSigs, copyFull, refFull);
  // the frames of each segment, from the playlist's durations (rounded at the boundaries)
  const segmentFrames: number[] = [];
  let elapsed = 0;
  for (const s of seconds) {
    const start = Math.round(elapsed * fps);
    elapsed += s;
    segmentFrames.push(Math.round(elapsed * fps) - start);
  }
  const alternatives = ties.map((k) => readSegments(copy, a, b, segmentFrames, k));
  return { rendition: rendition.name, offsetFrames: offset, alignment: match, readings: alternatives[0]!, alternatives };
}

/**
 * The copy's readings against a marked video (null when the video is not marked, not found, or
 * the copy does not line up with it).
 */
export async function readVideoCopy(file: string, mediaId: string): Promise<VideoReading | null> {
  const media = await prisma.media.findUnique({ where: { id: mediaId }, select: { key: true, type: true, renditions: true } });
  if (!media || media.type !== "video") return null;
  // the lowest rendition: the mark is the same field at every size, and it decodes fastest
  const rendition = renditionsOf(media.renditions).find((r) => r.marked);
  if (!rendition) return null;
  const seconds = await segmentSeconds(media.key, rendition);
  if (!seconds || seconds.length === 0) return null;
  const dir = await mkdtemp(path.join(os.tmpdir(), "velvet-trace-"));
  try {
    const fileA = path.join(dir, "a.ts");
    const fileB = path.join(dir, "b.ts");
    if (!(await variantFile(media.key, rendition, "a", seconds.length, fileA)) || !(await variantFile(media.key, rendition, "b", seconds.length, fileB))) return null;
    return await readAgainstVariants(file, fileA, fileB, seconds, rendition);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * How likely each recipient is to be the source of a copy of a marked video (lib/leaks/types.ts
 * Score): confidence ≥ 0.99 only when the bound on a false accusation among them is ≤ 10⁻⁶. A
 * copy of a video processed before marking (no variants) or that does not line up scores 0 for all.
 */
export async function videoScores(file: string, mediaId: string, recipients: Recipient[]): Promise<Score[]> {
  const reading = await readVideoCopy(file, mediaId);
  return scoreReadings(reading?.alternatives ?? [], recipients);
}
