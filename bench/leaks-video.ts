// The video section of `bench:leaks` (issue 25 "Measured", decision 092); wired into bench/leaks.ts
// at merge, or run alone: `npx tsx bench/leaks-video.ts` (no database: the pipeline's encoder and
// the trace's reading are called directly on local files, the storage and receipts left out).
//   1. a 60 s source (testsrc2 with a moving box + tone, BENCH_LEAKS_VIDEO_SIZE, default 1280x720, 30 fps) is encoded
//      by lib/media/transcode.ts unmarked (the layout before decision 092: 4 s segments, the sound
//      in every rendition) and marked (A/B picture in 1 s segments, one shared audio rendition:
//      decision 095): time and bytes of each (the marked picture and sound apart);
//   2. PSNR (luma, and the whole picture) of variants A and B of each rendition against an
//      unmarked encode of the same frames in the same 1 s segments;
//   3. BENCH_LEAKS_VIDEO_FANS (default 20) fans with random seeds; each fan's served copy (their
//      variants of the 720p rendition, end to end, with the shared audio rendition muxed back in as
//      a downloader does) goes through each transform and is traced
//      (lib/leaks/video.ts readAgainstVariants + scoreReadings) among the 20: share named first
//      with confidence ≥ 0.99, and the time of a trace; each copy again among 1,000 recipients
//      (the fan and 999 others);
//   4. false accusations: every copy above, the creator's unmarked source and the owner's all-A
//      copy, each scored against 50 sets of 20 recipients who were never served it (1,000+ traces).
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readAgainstVariants, scoreReadings, type VideoReading } from "../lib/leaks/video";
import { segmentVariant } from "../lib/leaks/video-marks";
import type { Recipient } from "../lib/leaks/types";
import { SUSPECT_MIN_CONFIDENCE } from "../lib/leaks/types";
import { ffmpegBinaries } from "../lib/media/ffmpeg";
import { probeVideo } from "../lib/media/probe";
import { transcodeVideo, type Rendition } from "../lib/media/transcode";

const KEY = "pm-bench.mp4";
const SECONDS = 60;

const recipient = (k: number): Recipient => ({ receiptId: `r${k}`, userId: `fan-${k}`, seed: randomBytes(32).toString("hex"), firstAccessAt: new Date() });

type Transform = { name: string; make: (served: string, out: string, total: number) => string };

export async function runVideoLeakBench(opts: { size?: string; fans?: number } = {}): Promise<string[]> {
  const size = opts.size ?? process.env.BENCH_LEAKS_VIDEO_SIZE ?? "1280x720";
  const fanCount = opts.fans ?? Number(process.env.BENCH_LEAKS_VIDEO_FANS ?? 20);
  const { ffmpeg } = ffmpegBinaries();
  const ff = (args: string[]) => execFileSync(ffmpeg, ["-v", "error", "-nostdin", "-y", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  const dir = mkdtempSync(path.join(os.tmpdir(), "velvet-bench-leaks-video-"));
  const rows: string[] = [];
  const row = (cells: (string | number)[]) => {
    const line = `| ${cells.join(" | ")} |`;
    rows.push(line);
    console.log(line);
  };
  try {
    const source = path.join(dir, "source.mp4");
    // testsrc2's picture repeats itself every 12 s (bar its small clock, illegible at the trace's
    // 96 px): a white box crossing it once in the minute makes every instant unique, as in a real video
    ff([
      "-f", "lavfi", "-i", `testsrc2=size=${size}:rate=30:duration=${SECONDS}`, "-f", "lavfi", "-i", "color=white:size=160x120:rate=30", "-f", "lavfi", "-i", `sine=duration=${SECONDS}`,
      "-filter_complex", "[0:v][1:v]overlay=x='t*W/80':y='H/3':shortest=1[v]", "-map", "[v]", "-map", "2:a",
      "-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", source,
    ]);
    const probe = await probeVideo(source, 3600);
    if ("refused" in probe) throw new Error("source refused");

    // 1. cost
    const encode = async (name: string, o: { marked?: boolean; segmentSeconds?: number }) => {
      const out = mkdtempSync(path.join(dir, `${name}-`));
      const t = performance.now();
      const made = await transcodeVideo({ source, key: KEY, probe, outDir: out, ...o });
      const ms = performance.now() - t;
      const files = readdirSync(out);
      const size = (pick: (f: string) => boolean) => files.filter(pick).reduce((s, f) => s + statSync(path.join(out, f)).size, 0);
      return { out, ms, bytes: size(() => true), audioBytes: size((f) => f.startsWith(`${KEY}.audio.`)), renditions: made.renditions, audio: made.audio };
    };
    const plain = await encode("plain", { marked: false });
    const marked = await encode("marked", {});
    const mb = (b: number) => `${(b / 1e6).toFixed(2)} MB`;
    row(["step", "unmarked (4 s segments, sound in every rendition)", "marked A + B (1 s segments, one shared audio rendition)", "ratio"]);
    row(["---", "---", "---", "---"]);
    row([`encoding ${SECONDS} s ${size} (${marked.renditions.map((r) => r.name).join(" + ")}, poster, hashes)`, `${(plain.ms / 1000).toFixed(1)} s`, `${(marked.ms / 1000).toFixed(1)} s`, `${(marked.ms / plain.ms).toFixed(2)}x`]);
    row(["storage of the renditions (playlists + segments)", mb(plain.bytes), `${mb(marked.bytes)} (picture ${mb(marked.bytes - marked.audioBytes)}, audio ${mb(marked.audioBytes)})`, `${(marked.bytes / plain.bytes).toFixed(2)}x`]);
    row(["the marked picture alone (A + B) against the whole unmarked output", mb(plain.bytes), mb(marked.bytes - marked.audioBytes), `${((marked.bytes - marked.audioBytes) / plain.bytes).toFixed(2)}x`]);

    // 2. PSNR against an unmarked encode in the same 1 s segments
    const same = await encode("plain1s", { marked: false, segmentSeconds: 1 });
    const joined = (folder: string, r: Rendition, variant: string | null, pick?: (i: number) => string) => {
      const file = path.join(dir, `${path.basename(folder)}-${r.name}-${variant ?? "x"}-${randomBytes(4).toString("hex")}.ts`);
      const parts = Array.from({ length: r.segments }, (_, i) => {
        const v = pick ? pick(i) : variant;
        return readFileSync(path.join(folder, `${KEY}.${r.name}.${v ? `${v}.` : ""}${String(i).padStart(5, "0")}.ts`));
      });
      writeFileSync(file, Buffer.concat(parts));
      return file;
    };
    row(["", "", "", ""]);
    row(["rendition", "PSNR A vs unmarked (Y / all)", "PSNR B vs unmarked (Y / all)", ""]);
    row(["---", "---", "---", "---"]);
    for (const r of marked.renditions) {
      const unmarked = joined(same.out, r, null);
      const psnr = (file: string) => {
        // frame for frame from each one's first (the unmarked file starts with its sound, a few ms before its picture)
        const run = spawnSync(ffmpeg, ["-nostdin", "-i", file, "-i", unmarked, "-lavfi", "[0:v]setpts=PTS-STARTPTS[m];[1:v]setpts=PTS-STARTPTS[u];[m][u]psnr", "-f", "null", "-"], { encoding: "utf8" });
        const m = /PSNR y:([\d.]+) .* average:([\d.]+)/.exec(run.stderr);
        return m ? `${Number(m[1]).toFixed(1)} / ${Number(m[2]).toFixed(1)} dB` : "n/a";
      };
      row([r.name, psnr(joined(marked.out, r, "a")), psnr(joined(marked.out, r, "b")), ""]);
    }

    // 3. tracing
    const low = marked.renditions[0]!;
    const watched = marked.renditions.find((r) => r.name === "720p") ?? marked.renditions[marked.renditions.length - 1]!;
    const seconds = [...readFileSync(path.join(marked.out, `${KEY}.${low.name}.m3u8`), "utf8").matchAll(/^#EXTINF:([\d.]+)/gm)].map((m) => Number(m[1]));
    const fileA = joined(marked.out, low, "a");
    const fileB = joined(marked.out, low, "b");
    const total = seconds.reduce((s, x) => s + x, 0);
    const transforms: Transform[] = [
      { name: "as served (segments end to end, the audio rendition muxed in)", make: (served) => served },
      {
        name: "480p x264 CRF 30, MKV, 10 s trimmed from each end",
        make: (served, out, t) => {
          const mp4 = `${out}.mp4`;
          ff(["-ss", "10.3", "-i", served, "-t", String(t - 20.6), "-vf", "scale=-2:480", "-c:v", "libx264", "-preset", "veryfast", "-crf", "30", "-c:a", "aac", "-b:a", "96k", mp4]);
          ff(["-i", mp4, "-c", "copy", `${out}.mkv`]);
          return `${out}.mkv`;
        },
      },
    ];
    // the shared audio rendition, end to end: what a downloader muxes with the picture (decision 095)
    const sound = marked.audio ? path.join(dir, "sound.ts") : null;
    if (sound && marked.audio) writeFileSync(sound, Buffer.concat(Array.from({ length: marked.audio.segments }, (_, i) => readFileSync(path.join(marked.out, `${KEY}.audio.${String(i).padStart(5, "0")}.ts`)))));
    const withSound = (picture: string) => {
      if (!sound) return picture;
      const out = picture.replace(/\.ts$/, "-av.ts");
      ff(["-i", picture, "-i", sound, "-map", "0:v:0", "-map", "1:a:0", "-c", "copy", out]);
      return out;
    };
    const fans = Array.from({ length: fanCount }, (_, k) => recipient(k));
    const readings: VideoReading[] = [];
    const named = (reading: VideoReading | null, among: Recipient[], who: string) => {
      const scores = scoreReadings(reading?.alternatives ?? [], among).sort((p, q) => q.confidence - p.confidence);
      return scores[0]?.userId === who && scores[0].confidence >= SUSPECT_MIN_CONFIDENCE;
    };
    row(["", "", "", ""]);
    row(["transform (720p copy)", `named first among ${fanCount}`, "named first among 1,000", "trace time p50 / max"]);
    row(["---", "---", "---", "---"]);
    for (const tr of transforms) {
      let first = 0;
      let firstOf1000 = 0;
      const times: number[] = [];
      for (const fan of fans) {
        const served = withSound(joined(marked.out, watched, null, (i) => segmentVariant(fan.seed, i)));
        const copy = tr.make(served, path.join(dir, `copy-${fan.userId}`), total);
        const t = performance.now();
        const reading = await readAgainstVariants(copy, fileA, fileB, seconds, low);
        const among = scoreReadings(reading?.alternatives ?? [], fans);
        times.push(performance.now() - t);
        if (named(reading, fans, fan.userId) && among.filter((s) => s.confidence >= SUSPECT_MIN_CONFIDENCE).length === 1) first++;
        const crowd = [fan, ...Array.from({ length: 999 }, (_, k) => recipient(1000 + k))];
        if (named(reading, crowd, fan.userId)) firstOf1000++;
        if (reading) readings.push(reading);
      }
      times.sort((p, q) => p - q);
      row([tr.name, `${first}/${fanCount}`, `${firstOf1000}/${fanCount}`, `${(times[Math.floor(times.length / 2)]! / 1000).toFixed(1)} s / ${(times[times.length - 1]! / 1000).toFixed(1)} s`]);
    }

    // 4. false accusations: copies scored against recipients never served them
    for (const unserved of [source, fileA]) {
      const r = await readAgainstVariants(unserved, fileA, fileB, seconds, low);
      if (r) readings.push(r);
    }
    let traces = 0;
    let accused = 0;
    let highest = 0;
    for (const reading of readings) {
      for (let set = 0; set < 50; set++) {
        const innocents = Array.from({ length: fanCount }, (_, k) => recipient(5000 + k));
        const scores = scoreReadings(reading.alternatives, innocents);
        traces++;
        accused += scores.filter((s) => s.confidence >= SUSPECT_MIN_CONFIDENCE).length;
        highest = Math.max(highest, ...scores.map((s) => s.confidence));
      }
    }
    row(["", "", "", ""]);
    row(["false accusations", `${accused} over ${traces} traces of ${fanCount} recipients never served the copy`, `highest confidence ${highest.toFixed(4)}`, ""]);
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runVideoLeakBench().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
