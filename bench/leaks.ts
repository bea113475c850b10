// `npm run bench:leaks`: leak tracing (issue 25; photos: decision 090). No database, no server:
// the marking and reading code itself (lib/leaks/photo-mark.ts), on photos stored as the app
// stores them (JPEG quality 85 at most 2560 px, WebP copies at 80).
//
// Photos, for each test photo:
//   1. BENCH_LEAKS_FANS (default 20) fans each get a marked copy (a random seed each, as receipts
//      hold); PSNR of each marked copy against the unmarked one, and of one fan's copies of every
//      responsive width; time to mark the photo (and a 2048 px one);
//   2. every fan's copy goes through every transform (JPEG q60, 50 %, a PNG screenshot at display
//      width, 5 % cut from each edge, all of these at once, a phone's 640 px copy screenshotted);
//      a trace reads it against the original and the 20 fans: it names the right fan when that fan
//      is first and at confidence >= 0.99 (SUSPECT_MIN_CONFIDENCE); time of each trace;
//   3. false accusations: BENCH_LEAKS_NULL_TRACES (default 1,000) traces of copies served to nobody
//      (the original, transformed) or to fans who are not among the candidates (each copy traced
//      against several sets of 20 fresh seeds): any candidate at >= 0.99 is a false accusation
//      (target 0). The innocent z-scores' mean, deviation and maximum check the null model N(0, 1).
// Prints the figures and writes bench/output/leaks-<timestamp>.json.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { confidenceOf, markEvidence, markPhoto, markZ } from "../lib/leaks/photo-mark";
import { SUSPECT_MIN_CONFIDENCE } from "../lib/leaks/types";
import { PHOTO_WIDTHS } from "../shared/media/image-widths";
import { lumaOf, pdqCentreGuesses, pdqOfLuma } from "../lib/media/pdq";
import { fmt, summarize } from "./lib/stats";
import { runVideoLeakBench } from "./leaks-video";
import { runServingBench, stopServingStack } from "./leaks-serving";

const FANS = Number(process.env.BENCH_LEAKS_FANS ?? 20);
const NULL_TRACES = Number(process.env.BENCH_LEAKS_NULL_TRACES ?? 1000);
const FIXTURE = path.resolve(import.meta.dirname, "../tests/fixtures/pdq/bridge-1-original.jpg");
const seed = () => randomBytes(32).toString("hex");
const now = () => performance.now();

/** The test photos, as the app stores them (lib/media/prepare.ts: JPEG q85, at most 2560 px). */
async function photos(): Promise<{ name: string; bytes: Buffer }[]> {
  const bridge = readFileSync(FIXTURE);
  // a portrait with large smooth areas (skin, sky: where a mark would show first) and some detail
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1536" height="2048">
    <defs><radialGradient id="g" cx="45%" cy="35%" r="70%"><stop offset="0" stop-color="#f1c6a8"/><stop offset="1" stop-color="#5a3a2e"/></radialGradient>
    <linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ec9ee"/><stop offset="1" stop-color="#e8d9c4"/></linearGradient></defs>
    <rect width="1536" height="2048" fill="url(#s)"/><ellipse cx="760" cy="900" rx="430" ry="560" fill="url(#g)"/>
    <ellipse cx="600" cy="820" rx="60" ry="30" fill="#2d1d18"/><ellipse cx="920" cy="820" rx="60" ry="30" fill="#2d1d18"/>
    <path d="M600 1180 Q760 1280 920 1180" stroke="#7a2d2d" stroke-width="22" fill="none"/>
    <rect y="1500" width="1536" height="548" fill="#3b4d6b"/></svg>`;
  const portrait = await sharp(Buffer.from(svg))
    .composite([{ input: await sharp({ create: { width: 1536, height: 2048, channels: 4, background: { r: 128, g: 128, b: 128, alpha: 0.08 }, noise: { type: "gaussian", mean: 128, sigma: 30 } } }).png().toBuffer() }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return [
    { name: "bridge 1600x1004", bytes: await sharp(bridge).jpeg({ quality: 85 }).toBuffer() },
    { name: "bridge 2048x1285", bytes: await sharp(bridge).resize({ width: 2048 }).jpeg({ quality: 85 }).toBuffer() },
    { name: "portrait 1536x2048", bytes: portrait },
  ];
}

const size = async (b: Buffer) => {
  const m = await sharp(b).metadata();
  return { w: m.width!, h: m.height! };
};

/** What leakers do (issue 25 §4), to the bytes a fan was served (the full photo, or for `phone`, their 640 px copy). */
const TRANSFORMS: Record<string, { phone?: boolean; apply: (b: Buffer) => Promise<Buffer> }> = {
  "JPEG q60": { apply: (b) => sharp(b).jpeg({ quality: 60 }).toBuffer() },
  "50 % (JPEG q90)": { apply: async (b) => sharp(b).resize({ width: Math.round((await size(b)).w / 2) }).jpeg({ quality: 90 }).toBuffer() },
  "PNG screenshot at 1080 px": { apply: (b) => sharp(b).resize({ width: 1080 }).png().toBuffer() },
  "5 % cut each edge": {
    apply: async (b) => {
      const { w, h } = await size(b);
      const dx = Math.round(w * 0.05);
      const dy = Math.round(h * 0.05);
      return sharp(b).extract({ left: dx, top: dy, width: w - 2 * dx, height: h - 2 * dy }).jpeg({ quality: 90 }).toBuffer();
    },
  },
  "cut 5 % + 50 % + JPEG q60": {
    apply: async (b) => {
      const { w, h } = await size(b);
      const dx = Math.round(w * 0.05);
      const dy = Math.round(h * 0.05);
      return sharp(b).extract({ left: dx, top: dy, width: w - 2 * dx, height: h - 2 * dy }).resize({ width: Math.round((w - 2 * dx) / 2) }).jpeg({ quality: 60 }).toBuffer();
    },
  },
  "640 px copy, PNG screenshot at 390 px": { phone: true, apply: (b) => sharp(b).resize({ width: 390 }).png().toBuffer() },
};

type TraceResult = { ms: number; rightFirst: boolean; named: number; trueZ: number; falseNamed: number };

/** A trace as lib/leaks/photo.ts photoScores runs it (less the database and storage reads). */
async function trace(copy: Buffer, original: Buffer, seeds: string[]) {
  const t = now();
  const evidence = await markEvidence(copy, original);
  const z = seeds.map((s) => markZ(evidence, s));
  const confidence = z.map((v) => confidenceOf(v, seeds.length));
  return { ms: now() - t, z, confidence, evidence };
}

async function photoSection() {
  const out: Record<string, unknown>[] = [];
  const nullZ: number[] = [];
  let nullTraces = 0;
  let falseAccusations = 0;
  const traceMs: number[] = [];
  const wholeHashMs: number[] = [];
  const guessesMs: number[] = [];
  const all = await photos();
  const nullCopiesPerPhoto = Math.ceil(NULL_TRACES / 10 / all.length);
  for (const photo of all) {
    const { w, h } = await size(photo.bytes);
    const seeds = Array.from({ length: FANS }, seed);
    // 1. marking
    const markMs: number[] = [];
    const psnrs: number[] = [];
    const marked: Buffer[] = [];
    for (const s of seeds) {
      const t = now();
      const m = await markPhoto(photo.bytes, s);
      markMs.push(now() - t);
      psnrs.push(m.psnr);
      marked.push(m.bytes);
    }
    // the responsive copies (stored as the app stores them) of fan 0, and their marked versions
    const widthPsnr: Record<number, number> = {};
    const widthMs: Record<number, number> = {};
    const phoneCopies: Buffer[] = [];
    const raw = await sharp(photo.bytes).raw().toBuffer({ resolveWithObject: true });
    for (const width of PHOTO_WIDTHS.filter((x) => x < w)) {
      const stored = await sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } }).resize({ width }).webp({ quality: 80 }).toBuffer();
      const t = now();
      const m = await markPhoto(stored, seeds[0]!);
      widthMs[width] = now() - t;
      widthPsnr[width] = m.psnr;
      if (width === 640) for (const s of seeds) phoneCopies.push(s === seeds[0] ? m.bytes : (await markPhoto(stored, s)).bytes);
    }
    // 2. traces of every fan's copy, every transform
    const perTransform: Record<string, { traces: number; rightFirst: number; named: number; falseNamed: number; minTrueZ: number; ms: ReturnType<typeof summarize> }> = {};
    for (const [name, tf] of Object.entries(TRANSFORMS)) {
      if (tf.phone && phoneCopies.length === 0) continue;
      const results: TraceResult[] = [];
      for (let f = 0; f < FANS; f++) {
        const copy = await tf.apply(tf.phone ? phoneCopies[f]! : marked[f]!);
        // identification's hashing (lib/leaks/photo.ts identifyPhoto, less its index lookups): the whole hash, and for a cut copy the 256 guesses
        let t = now();
        const luma = await lumaOf(copy);
        pdqOfLuma(luma);
        wholeHashMs.push(now() - t);
        if (name.includes("cut") && f < 5) {
          t = now();
          pdqCentreGuesses(luma);
          guessesMs.push(now() - t);
        }
        const r = await trace(copy, photo.bytes, seeds);
        traceMs.push(r.ms);
        const order = r.z.map((z, i) => ({ z, i })).sort((a, b) => b.z - a.z);
        results.push({
          ms: r.ms,
          rightFirst: order[0]!.i === f && r.confidence[f]! >= SUSPECT_MIN_CONFIDENCE,
          named: r.confidence.filter((c) => c >= SUSPECT_MIN_CONFIDENCE).length,
          trueZ: r.z[f]!,
          falseNamed: r.confidence.filter((c, i) => i !== f && c >= SUSPECT_MIN_CONFIDENCE).length,
        });
      }
      perTransform[name] = {
        traces: results.length,
        rightFirst: results.filter((r) => r.rightFirst).length,
        named: results.reduce((a, r) => a + r.named, 0),
        falseNamed: results.reduce((a, r) => a + r.falseNamed, 0),
        minTrueZ: Math.min(...results.map((r) => r.trueZ)),
        ms: summarize(results.map((r) => r.ms)),
      };
    }
    // 3. copies served to nobody, or to fans not among the candidates: each traced against 10 sets of 20 fresh seeds
    const nullSources: Buffer[] = [];
    const names = Object.keys(TRANSFORMS).filter((n) => !TRANSFORMS[n]!.phone);
    for (let i = 0; nullSources.length < nullCopiesPerPhoto; i++) {
      const tf = TRANSFORMS[names[i % names.length]!]!;
      nullSources.push(await tf.apply(i % 2 === 0 ? photo.bytes : marked[i % FANS]!));
    }
    for (const copy of nullSources) {
      const t = now();
      const evidence = await markEvidence(copy, photo.bytes);
      traceMs.push(now() - t);
      for (let set = 0; set < 10 && nullTraces < NULL_TRACES; set++) {
        const innocent = Array.from({ length: FANS }, seed);
        const z = innocent.map((s) => markZ(evidence, s));
        nullZ.push(...z);
        nullTraces++;
        if (z.some((v) => confidenceOf(v, FANS) >= SUSPECT_MIN_CONFIDENCE)) falseAccusations++;
      }
    }
    out.push({ photo: photo.name, width: w, height: h, psnr: { min: Math.min(...psnrs), mean: psnrs.reduce((a, b) => a + b, 0) / psnrs.length }, markMs: summarize(markMs), widthPsnr, widthMs, perTransform });
  }
  const mean = nullZ.reduce((a, b) => a + b, 0) / nullZ.length;
  const sd = Math.sqrt(nullZ.reduce((a, b) => a + (b - mean) ** 2, 0) / nullZ.length);
  const nullModel = { traces: nullTraces, innocentScores: nullZ.length, falseAccusations, zMean: mean, zSd: sd, zMax: Math.max(...nullZ), beyond4: nullZ.filter((z) => z > 4).length };

  console.log(`\nPhotos: ${FANS} fans, ${Object.keys(TRANSFORMS).length} transforms`);
  for (const p of out) {
    const r = p as { photo: string; psnr: { min: number; mean: number }; markMs: ReturnType<typeof summarize>; widthPsnr: Record<string, number>; widthMs: Record<string, number>; perTransform: Record<string, { traces: number; rightFirst: number; falseNamed: number; minTrueZ: number; ms: ReturnType<typeof summarize> }> };
    console.log(`\n${r.photo}: PSNR of the marked photo min ${fmt(r.psnr.min, 2)} dB, mean ${fmt(r.psnr.mean, 2)} dB; marking ${fmt(r.markMs.p50, 0)} ms p50, ${fmt(r.markMs.max, 0)} ms max`);
    console.log(`  widths (PSNR dB / ms to mark): ${Object.entries(r.widthPsnr).map(([w, v]) => `${w}: ${fmt(v, 2)} / ${fmt(r.widthMs[w]!, 0)}`).join(", ")}`);
    console.log("  | transform | right fan first at >= 0.99 | others named | lowest z of the right fan | trace ms p50 / max |");
    for (const [name, t] of Object.entries(r.perTransform)) {
      console.log(`  | ${name} | ${t.rightFirst}/${t.traces} (${fmt((100 * t.rightFirst) / t.traces, 0)} %) | ${t.falseNamed} | ${fmt(t.minTrueZ, 1)} | ${fmt(t.ms.p50, 0)} / ${fmt(t.ms.max, 0)} |`);
    }
  }
  const tm = summarize(traceMs);
  const wh = summarize(wholeHashMs);
  const gm = summarize(guessesMs);
  console.log(`\nFalse accusations: ${falseAccusations} over ${nullTraces} traces of copies served to nobody or to other fans (${nullZ.length} innocent scores); innocent z mean ${fmt(mean, 3)}, sd ${fmt(sd, 3)}, max ${fmt(nullModel.zMax, 2)}, above 4: ${nullModel.beyond4} (N(0,1) expects ${fmt(nullZ.length * 3.17e-5, 2)})`);
  console.log(`Trace (registration + ${FANS} scores): p50 ${fmt(tm.p50, 0)} ms, p95 ${fmt(tm.p95, 0)} ms, max ${fmt(tm.max, 0)} ms over ${tm.count}`);
  console.log(`Identification's hashing (no index lookups): decoding + whole PDQ hash p50 ${fmt(wh.p50, 0)} ms, p95 ${fmt(wh.p95, 0)} ms; a cut copy's 256 centre guesses p50 ${fmt(gm.p50, 0)} ms, p95 ${fmt(gm.p95, 0)} ms`);
  return { photos: out, nullModel, traceMs: tm, identification: { wholeHashMs: wh, centreGuessesMs: gm } };
}

// Sections: each medium's part of the bench (BENCH_LEAKS_SECTIONS=photos, video or serving runs
// one): the photos' above, the videos' (A/B segments, lib/leaks/video.ts) in bench/leaks-video.ts,
// serving marked photos through the app in bench/leaks-serving.ts.
const ALL_SECTIONS: Record<string, () => Promise<unknown>> = {
  photos: photoSection,
  video: () => runVideoLeakBench(),
  // the app serving fans' marked photos from storage against unmarked ones (bench/leaks-serving.ts)
  serving: () => runServingBench(),
};
const only = process.env.BENCH_LEAKS_SECTIONS?.split(",").map((s) => s.trim());
const SECTIONS = Object.fromEntries(Object.entries(ALL_SECTIONS).filter(([name]) => !only || only.includes(name)));

async function main() {
  const results: Record<string, unknown> = { date: new Date().toISOString(), fans: FANS };
  for (const [name, run] of Object.entries(SECTIONS)) results[name] = await run();
  const dir = path.resolve(import.meta.dirname, "output");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `leaks-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`\nwritten ${path.relative(process.cwd(), file)}`);
  await stopServingStack(0);
}

main().catch(async (err) => {
  console.error(err);
  await stopServingStack(1);
  process.exit(1);
});
