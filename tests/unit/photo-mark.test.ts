import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { confidenceOf, markEvidence, markPhoto, markValues, markZ, MIN_PSNR, normalTail, psnr } from "../../lib/leaks/photo-mark";
import { SUSPECT_MIN_CONFIDENCE } from "../../lib/leaks/types";
import { storedFilesOf } from "../../lib/media/stored-files";
import { hammingDistance, lumaOf, PDQ_MATCH_DISTANCE, pdqCentreGuesses, pdqCentreOfLuma, pdqHash, pdqOfLuma } from "../../lib/media/pdq";

// lib/leaks/photo-mark.ts (decision 090): the statistics a photo trace rests on, and the mark's
// invisibility and robustness on a real photo (sharp, no server).

const PHOTO = path.resolve(import.meta.dirname, "../fixtures/pdq/bridge-1-original.jpg");
const seed = () => randomBytes(32).toString("hex");

describe("the statistics of a photo trace", () => {
  it("P(Z > z) is right far into the tail", () => {
    // reference values of 1 - Phi(z); relative error under 1e-5 everywhere, under 1e-6 in the tail that decides
    const cases: [number, number, number][] = [
      [0, 0.5, 1e-5],
      [-1, 0.841344746068543, 1e-5],
      [3, 1.34989803163e-3, 1e-6],
      [6, 9.865876450377e-10, 1e-6],
      [8, 6.22096057427e-16, 1e-6],
      [10, 7.61985302416e-24, 1e-6],
    ];
    for (const [z, ref, tolerance] of cases) expect(Math.abs(normalTail(z) / ref - 1)).toBeLessThan(tolerance);
  });

  it("confidence is 0.99 exactly where the Bonferroni bound over the candidates is one in a million", () => {
    for (const n of [1, 20, 1000, 50_000]) {
      // solve n * P(Z > z) = 1e-6 by bisection
      let lo = 0;
      let hi = 12;
      for (let i = 0; i < 100; i++) {
        const mid = (lo + hi) / 2;
        if (n * normalTail(mid) > 1e-6) lo = mid;
        else hi = mid;
      }
      expect(confidenceOf(hi, n)).toBeCloseTo(SUSPECT_MIN_CONFIDENCE, 6);
      expect(confidenceOf(hi - 0.05, n)).toBeLessThan(SUSPECT_MIN_CONFIDENCE);
      expect(confidenceOf(hi + 0.05, n)).toBeGreaterThan(SUSPECT_MIN_CONFIDENCE);
    }
    // more candidates need more evidence for the same confidence
    expect(confidenceOf(6, 1000)).toBeLessThan(confidenceOf(6, 20));
    expect(confidenceOf(-3, 20)).toBe(0);
  });

  it("a seed's values are fixed by it and standard normal", () => {
    const s = seed();
    expect(markValues(s)).toEqual(markValues(s));
    const v = markValues(s);
    const mean = v.reduce((a, b) => a + b, 0) / v.length;
    const sd = Math.sqrt(v.reduce((a, b) => a + (b - mean) ** 2, 0) / v.length);
    expect(Math.abs(mean)).toBeLessThan(0.15);
    expect(sd).toBeGreaterThan(0.9);
    expect(sd).toBeLessThan(1.1);
    expect(markValues(seed())).not.toEqual(v);
  });
});

describe("a photo's mark", () => {
  it("is invisible by PSNR, survives half size + JPEG q60, and innocent seeds score as N(0, 1)", async () => {
    const original = await sharp(readFileSync(PHOTO)).jpeg({ quality: 85 }).toBuffer();
    const fan = seed();
    const marked = await markPhoto(original, fan);
    expect(marked.mimeType).toBe("image/jpeg");
    expect(marked.psnr).toBeGreaterThanOrEqual(MIN_PSNR);
    expect(await psnr(marked.bytes, original)).toBeCloseTo(marked.psnr, 6);
    const leaked = await sharp(marked.bytes).resize({ width: 800 }).jpeg({ quality: 60 }).toBuffer();
    const evidence = await markEvidence(leaked, original);
    expect(markZ(evidence, fan)).toBeGreaterThan(8);
    expect(confidenceOf(markZ(evidence, fan), 1000)).toBeGreaterThanOrEqual(SUSPECT_MIN_CONFIDENCE);
    const innocent = Array.from({ length: 400 }, () => markZ(evidence, seed()));
    const mean = innocent.reduce((a, b) => a + b, 0) / innocent.length;
    const sd = Math.sqrt(innocent.reduce((a, b) => a + (b - mean) ** 2, 0) / innocent.length);
    expect(Math.abs(mean)).toBeLessThan(0.25);
    expect(sd).toBeGreaterThan(0.8);
    expect(sd).toBeLessThan(1.2);
    expect(Math.max(...innocent.map((z) => confidenceOf(z, 400)))).toBeLessThan(SUSPECT_MIN_CONFIDENCE);
  }, 60_000);

  it("marks any photo the app stores: tiny, grey with transparency, PNG and WebP keep their format", async () => {
    const tiny = await sharp({ create: { width: 3, height: 2, channels: 3, background: "#345" } }).jpeg().toBuffer();
    expect((await sharp((await markPhoto(tiny, seed())).bytes).metadata()).width).toBe(3);
    const greyAlpha = await sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 90, g: 90, b: 90, alpha: 0.5 } } }).toColourspace("b-w").png().toBuffer();
    const m = await markPhoto(greyAlpha, seed());
    expect(m.mimeType).toBe("image/png");
    expect((await sharp(m.bytes).metadata()).hasAlpha).toBe(true);
    const webp = await sharp(readFileSync(PHOTO)).resize({ width: 320 }).webp({ quality: 80 }).toBuffer();
    const w = await markPhoto(webp, seed());
    expect(w.mimeType).toBe("image/webp");
    expect(w.psnr).toBeGreaterThanOrEqual(MIN_PSNR);
  });

  it("deleting a photo deletes its fans' marked copies", () => {
    const keys = storedFilesOf({ key: "pm-x.jpg", type: "image", photoWidths: [320, 640], posterKey: null, renditions: null, receipts: [{ id: "r1" }, { id: "r2" }] });
    for (const k of ["pm-x.jpg-mr1", "pm-x.jpg-mr1-w320", "pm-x.jpg-mr1-w640", "pm-x.jpg-mr2", "pm-x.jpg-mr2-w640"]) expect(keys).toContain(k);
  });
});

describe("identifying a cut copy by the hash of the photo's centre", () => {
  it("a copy cut by up to 5 % on any side has a guess within PDQ's distance of the centre's hash, where its whole hash is not", async () => {
    const original = await sharp(readFileSync(PHOTO)).jpeg({ quality: 85 }).toBuffer();
    const centre = pdqCentreOfLuma(await lumaOf(original)).hash;
    const { width: W, height: H } = (await sharp(original).metadata()) as { width: number; height: number };
    const whole = (await pdqHash(original)).hash;
    let farWhole = 0;
    for (const [l, t, r, b] of [
      [0.05, 0.05, 0.05, 0.05],
      [0.05, 0, 0, 0],
      [0.05, 0.05, 0, 0],
      [0, 0.05, 0, 0.02],
      [0.01, 0.03, 0.04, 0.0],
      [0.025, 0.04, 0.012, 0.05],
      [0, 0, 0, 0],
    ]) {
      const copy = await sharp(original)
        .extract({ left: Math.round(W * l!), top: Math.round(H * t!), width: Math.round(W * (1 - l! - r!)), height: Math.round(H * (1 - t! - b!)) })
        .jpeg({ quality: 60 })
        .toBuffer();
      const luma = await lumaOf(copy);
      if (hammingDistance(pdqOfLuma(luma).hash, whole) > PDQ_MATCH_DISTANCE) farWhole++;
      const best = Math.min(...pdqCentreGuesses(luma).map((g) => hammingDistance(g, centre)));
      expect(best, `cut ${[l, t, r, b].join(", ")}`).toBeLessThanOrEqual(PDQ_MATCH_DISTANCE);
    }
    expect(farWhole).toBeGreaterThan(0);
    // seven cut copies, 256 centre hashes each: 7-17 s on the 2-core machine, over 20 s under load
  }, 60_000);
});
