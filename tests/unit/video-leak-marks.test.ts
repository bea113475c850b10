// Video leak marks (issue 25 §1 and §4, decision 092), with the real ffmpeg and the real pipeline's
// encoder: a synthetic video is made into its A/B renditions; fans' sequences pick different
// segments; a fan's served segments, concatenated with the shared sound muxed in (decision 095), re-encoded to 480p x264 CRF 30, put in another
// container and trimmed at both ends, name that fan (confidence ≥ 0.99) and nobody else; the
// creator's unmarked file and the owner's all-A copy name nobody; a marked variant is ≥ 42 dB
// (luma PSNR) from the unmarked encode of the same frames.
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAgainstVariants, scoreReadings, upperTail } from "@/lib/leaks/video";
import { segmentVariant } from "@/lib/leaks/video-marks";
import type { Recipient } from "@/lib/leaks/types";
import { ffmpegBinaries } from "@/lib/media/ffmpeg";
import { probeVideo } from "@/lib/media/probe";
import { transcodeVideo, type AudioRendition, type Rendition } from "@/lib/media/transcode";
import { storedFilesOf } from "@/lib/media/stored-files";
import { videoPartOf } from "@/lib/storage/keys";

const SECONDS = 36;
const KEY = "pm-leak.mp4";
const dir = mkdtempSync(path.join(os.tmpdir(), "velvet-unit-leak-video-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ff = (args: string[]) => execFileSync(ffmpegBinaries().ffmpeg, ["-v", "error", "-nostdin", "-y", ...args], { stdio: ["ignore", "pipe", "pipe"] });
const fans: Recipient[] = Array.from({ length: 6 }, (_, k) => ({ receiptId: `r${k}`, userId: `fan-${k}`, seed: randomBytes(32).toString("hex"), firstAccessAt: new Date() }));

let source = "";
let out = "";
let rendition: Rendition;
let audio: AudioRendition | null = null;
let seconds: number[] = [];
const segment = (variant: string, i: number) => path.join(out, `${KEY}.${rendition.name}.${variant}.${String(i).padStart(5, "0")}.ts`);
/** A viewer's served copy: their variant of every segment, end to end. */
function servedCopy(name: string, pick: (i: number) => string): string {
  const file = path.join(dir, name);
  writeFileSync(file, Buffer.concat(seconds.map((_, i) => readFileSync(segment(pick(i), i)))));
  return file;
}
/** What a downloader writes of a viewer's copy: their picture with the shared audio rendition muxed in (decision 095). */
function downloaded(name: string, pick: (i: number) => string): string {
  const sound = path.join(dir, "sound.ts");
  writeFileSync(sound, Buffer.concat(Array.from({ length: audio!.segments }, (_, i) => readFileSync(path.join(out, `${KEY}.audio.${String(i).padStart(5, "0")}.ts`)))));
  const file = path.join(dir, `av-${name}`);
  ff(["-i", servedCopy(name, pick), "-i", sound, "-map", "0:v:0", "-map", "1:a:0", "-c", "copy", file]);
  return file;
}
const read = (file: string) => readAgainstVariants(file, servedCopy("A.ts", () => "a"), servedCopy("B.ts", () => "b"), seconds, rendition);

beforeAll(async () => {
  source = path.join(dir, "source.mp4");
  ff(["-f", "lavfi", "-i", `testsrc2=size=320x180:rate=25:duration=${SECONDS}`, "-f", "lavfi", "-i", `sine=duration=${SECONDS}`, "-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", source]);
  const probe = await probeVideo(source, 3600);
  if ("refused" in probe) throw new Error("source refused");
  out = mkdtempSync(path.join(dir, "out-"));
  const made = await transcodeVideo({ source, key: KEY, probe, outDir: out });
  rendition = made.renditions[0]!;
  audio = made.audio;
  const playlist = readFileSync(path.join(out, `${KEY}.${rendition.name}.m3u8`), "utf8");
  seconds = [...playlist.matchAll(/^#EXTINF:([\d.]+)/gm)].map((m) => Number(m[1]));
}, 60_000);

describe("A/B renditions", () => {
  it("every rendition in two variants of 1 s segments; the stored playlist names A's; deletion lists both", () => {
    expect(rendition).toMatchObject({ name: "180p", marked: true, segments: SECONDS });
    const names = readdirSync(out);
    expect(names.filter((n) => n.endsWith(".ts") && !n.startsWith(`${KEY}.audio.`))).toHaveLength(2 * SECONDS);
    // the sound: one shared audio rendition in 4 s segments (decision 095), not in the A/B segments
    expect(audio).toMatchObject({ bandwidth: 128_000 });
    expect(audio!.segments).toBeGreaterThanOrEqual(SECONDS / 4);
    expect(names.filter((n) => n.startsWith(`${KEY}.audio.`) && n.endsWith(".ts"))).toHaveLength(audio!.segments);
    expect(names.filter((n) => n.endsWith(".m3u8")).sort()).toEqual([`${KEY}.180p.m3u8`, `${KEY}.audio.m3u8`]);
    expect(videoPartOf(`${KEY}.audio.m3u8`)).toEqual({ part: "audio", media: KEY });
    expect(videoPartOf(`${KEY}.audio.00002.ts`)).toEqual({ part: "segment", media: KEY, rendition: "audio", index: 2 });
    expect(seconds.every((s) => Math.abs(s - 1) < 0.05)).toBe(true);
    expect(readFileSync(path.join(out, `${KEY}.180p.m3u8`), "utf8")).toContain(`${KEY}.180p.a.00000.ts`);
    expect(videoPartOf(`${KEY}.180p.b.00007.ts`)).toEqual({ part: "segment", media: KEY, rendition: "180p", index: 7, variant: "b" });
    const stored = storedFilesOf({ key: KEY, type: "video", photoWidths: [], posterKey: null, renditions: [rendition], audio });
    expect(stored.filter((k) => k.endsWith(".ts")).sort()).toEqual(names.filter((n) => n.endsWith(".ts")).sort());
  });

  it("fans' sequences pick different segments", () => {
    const seqs = fans.map((f) => seconds.map((_, i) => segmentVariant(f.seed, i)).join(""));
    expect(new Set(seqs).size).toBe(fans.length);
    for (const s of seqs) expect(s).toMatch(/a.*b|b.*a/);
  });

  it("a marked variant is at least 42 dB (luma PSNR) from the unmarked encode of the same frames", async () => {
    const probe = await probeVideo(source, 3600);
    if ("refused" in probe) throw new Error("source refused");
    const plain = mkdtempSync(path.join(dir, "plain-"));
    await transcodeVideo({ source, key: KEY, probe, outDir: plain, marked: false, segmentSeconds: 1 });
    const unmarked = path.join(dir, "unmarked.ts");
    writeFileSync(unmarked, Buffer.concat(seconds.map((_, i) => readFileSync(path.join(plain, `${KEY}.180p.${String(i).padStart(5, "0")}.ts`)))));
    for (const variant of ["a", "b"]) {
      const marked = servedCopy(`${variant}-psnr.ts`, () => variant);
      // frame for frame from each one's first (the unmarked file starts with its sound, a few ms before its picture)
      const run = spawnSync(ffmpegBinaries().ffmpeg, ["-nostdin", "-i", marked, "-i", unmarked, "-lavfi", "[0:v]setpts=PTS-STARTPTS[m];[1:v]setpts=PTS-STARTPTS[u];[m][u]psnr", "-f", "null", "-"], { encoding: "utf8" });
      const y = Number(/PSNR y:([\d.]+)/.exec(run.stderr)?.[1]);
      expect(y).toBeGreaterThanOrEqual(42);
    }
  }, 30_000);
});

describe("tracing a copy", () => {
  it("a fan's copy, re-encoded to 480p CRF 30, in another container, trimmed at both ends, names that fan and nobody else", async () => {
    const fan = fans[2]!;
    const served = downloaded("fan.ts", (i) => segmentVariant(fan.seed, i));
    const reencoded = path.join(dir, "leak.mp4");
    ff(["-ss", "3.4", "-i", served, "-t", String(SECONDS - 3.4 - 2.7), "-vf", "scale=-2:480", "-c:v", "libx264", "-preset", "veryfast", "-crf", "30", "-c:a", "aac", reencoded]);
    const leaked = path.join(dir, "leak.mkv");
    ff(["-i", reencoded, "-c", "copy", leaked]);
    const reading = await read(leaked);
    expect(reading).not.toBeNull();
    // 3.4 s trimmed: the copy starts about 85 frames in (25 fps; where ffmpeg cuts is within a few frames)
    expect(Math.abs(reading!.offsetFrames - 85)).toBeLessThanOrEqual(3);
    expect(reading!.readings.length).toBeGreaterThanOrEqual(28);
    const scores = scoreReadings(reading!.alternatives, fans);
    expect(scores.find((s) => s.userId === fan.userId)!.confidence).toBeGreaterThanOrEqual(0.99);
    expect(scores.filter((s) => s.confidence >= 0.99).map((s) => s.userId)).toEqual([fan.userId]);
  }, 60_000);

  it("the creator's own file and the owner's all-A copy name nobody", async () => {
    for (const copy of [source, servedCopy("owner.ts", () => "a")]) {
      const reading = await read(copy);
      const scores = scoreReadings(reading?.alternatives ?? [], fans);
      expect(scores.every((s) => s.confidence < 0.99)).toBe(true);
    }
  }, 60_000);

  it("an innocent's score has the exact law of a sum of fair signed weights", () => {
    expect(upperTail([1, 1, 1], 3)).toBeCloseTo(1 / 8);
    expect(upperTail([2, 1], 1)).toBeCloseTo(1 / 2);
    expect(upperTail(Array(40).fill(5), 200)).toBeCloseTo(2 ** -40, 20);
  });
});
