import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { env } from "@/lib/env";
import { ffmpegBinaries } from "@/lib/media/ffmpeg";
import { pdqOfLuma, type PdqHash } from "@/lib/media/pdq";
import type { VideoProbe } from "@/lib/media/probe";
import { runTool } from "@/lib/media/run";

// What a video's processing job makes (issue 24 point 4, decision 074's layout), in one decode of
// the source: H.264/AAC HLS renditions (~4 s MPEG-TS segments) at 360p, 720p and 1080p, never
// above the source (the short side counts: a portrait 1080x1920 video is "1080p"), at least two
// for a source of 720p or more, one at the source's size below 360p; and one frame a second,
// 512 px, for the PDQ hashes. Then a poster frame, re-encoded through sharp. Every output is
// upright (ffmpeg applies the display matrix) and carries no metadata of the source (no
// location, device or date: -map_metadata -1, -map_chapters -1, and no stream tags copied).

export type Rendition = { name: string; width: number; height: number; bandwidth: number; segments: number };

/** The rungs of the ladder: the short side, and the video's bit-rate cap. */
const LADDER = [
  { short: 360, videoKbps: 900 },
  { short: 720, videoKbps: 3000 },
  { short: 1080, videoKbps: 6000 },
] as const;
const AUDIO_KBPS = 128;
export const SEGMENT_SECONDS = 4;
/** The longer side of the frames hashed (PDQ brings them to 64 x 64 anyway). */
const FRAME_SIDE = 512;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The renditions a video of this displayed size gets (lowest first). */
export function renditionLadder(width: number, height: number): Omit<Rendition, "segments">[] {
  const short = Math.min(width, height);
  const size = (s: number) => (width >= height ? { width: even((width * s) / height), height: s } : { width: s, height: even((height * s) / width) });
  const rungs = LADDER.filter((r) => r.short <= short);
  if (rungs.length === 0) {
    const kbps = Math.round(LADDER[0].videoKbps * Math.max(0.25, (width * height) / (640 * 360)));
    return [{ name: `${even(short)}p`, width: even(width), height: even(height), bandwidth: (kbps + AUDIO_KBPS) * 1000 }];
  }
  return rungs.map((r) => ({ name: `${r.short}p`, ...size(r.short), bandwidth: (r.videoKbps + AUDIO_KBPS) * 1000 }));
}

/** The size of the frames hashed: the longer side FRAME_SIDE (never enlarged), shape kept. */
function frameSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, FRAME_SIDE / Math.max(width, height));
  return { width: even(width * scale), height: even(height * scale) };
}

export type TranscodeResult = { renditions: Rendition[]; frames: PdqHash[]; poster: Buffer };

export type TranscodeOptions = {
  /** the original, as a local file */
  source: string;
  /** the medium's storage key: outputs are named `{key}.{name}.m3u8`, `{key}.{name}.{00000}.ts` */
  key: string;
  probe: VideoProbe;
  /** where the outputs are written (an empty temporary directory) */
  outDir: string;
  /** 0-99 as the encoding goes */
  onProgress?: (percent: number) => void;
};

function luma(rgb: Buffer, width: number, height: number) {
  const n = width * height;
  const data = new Float64Array(n);
  for (let p = 0, o = 0; p < n; p++, o += 3) data[p] = 0.299 * rgb[o]! + 0.587 * rgb[o + 1]! + 0.114 * rgb[o + 2]!;
  return { data, rows: height, cols: width };
}

/** The renditions and frame hashes in one ffmpeg run. Throws when ffmpeg fails. */
async function encode(o: TranscodeOptions): Promise<{ renditions: Omit<Rendition, "segments">[]; frames: PdqHash[] }> {
  const { ffmpeg } = ffmpegBinaries();
  const ladder = renditionLadder(o.probe.width, o.probe.height);
  const fs = frameSize(o.probe.width, o.probe.height);
  const split = `[0:v:0]split=${ladder.length + 1}${ladder.map((_, i) => `[s${i}]`).join("")}[sf]`;
  const scales = ladder.map((r, i) => `[s${i}]scale=${r.width}:${r.height},setsar=1,format=yuv420p[v${i}]`);
  const graph = [split, ...scales, `[sf]fps=1,scale=${fs.width}:${fs.height},format=rgb24[f]`].join(";");
  const args = ["-nostdin", "-y", "-v", "error", "-nostats", "-progress", "pipe:2", "-i", o.source, "-filter_complex", graph];
  for (const [i, r] of ladder.entries()) {
    const videoKbps = Math.round(r.bandwidth / 1000) - AUDIO_KBPS;
    args.push("-map", `[v${i}]`);
    if (o.probe.hasAudio) args.push("-map", "0:a:0");
    args.push(
      "-map_metadata", "-1", "-map_chapters", "-1", "-map_metadata:s:a", "-1",
      "-c:v", "libx264", "-preset", env().VIDEO_X264_PRESET, "-profile:v", "high", "-pix_fmt", "yuv420p",
      "-crf", "23", "-maxrate", `${videoKbps}k`, "-bufsize", `${videoKbps * 2}k`,
      "-force_key_frames", `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    );
    if (o.probe.hasAudio) args.push("-c:a", "aac", "-b:a", `${AUDIO_KBPS}k`, "-ac", "2", "-ar", "48000");
    args.push(
      "-f", "hls", "-hls_time", String(SEGMENT_SECONDS), "-hls_playlist_type", "vod", "-hls_list_size", "0",
      "-hls_segment_filename", path.join(o.outDir, `${o.key}.${r.name}.%05d.ts`),
      path.join(o.outDir, `${o.key}.${r.name}.m3u8`),
    );
  }
  args.push("-map", "[f]", "-map_metadata", "-1", "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1");

  const frameBytes = fs.width * fs.height * 3;
  const frames: PdqHash[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const totalUs = o.probe.durationMs * 1000;
  let reported = -1;
  const result = await runTool(ffmpeg, args, {
    onStdout: (chunk) => {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < frameBytes) return;
      let all = Buffer.concat(pending);
      while (all.length >= frameBytes) {
        frames.push(pdqOfLuma(luma(all.subarray(0, frameBytes), fs.width, fs.height)));
        all = all.subarray(frameBytes);
      }
      pending = all.length ? [Buffer.from(all)] : [];
      pendingBytes = all.length;
    },
    onStderrLine: (line) => {
      const m = /^out_time_(?:ms|us)=(\d+)/.exec(line);
      if (!m || !o.onProgress || totalUs <= 0) return;
      const percent = Math.min(99, Math.floor((Number(m[1]) / totalUs) * 100));
      if (percent >= reported + 5) {
        reported = percent;
        o.onProgress(percent);
      }
    },
  });
  if (result.code !== 0) throw new Error(`ffmpeg failed (${result.code}): ${result.stderr.trim().split("\n").slice(-3).join(" | ")}`);
  return { renditions: ladder, frames };
}

/** A frame near the start (1 s in, or the middle of a shorter video), upright, re-encoded as a JPEG without metadata. */
async function posterFrame(o: TranscodeOptions): Promise<Buffer> {
  const { ffmpeg } = ffmpegBinaries();
  const at = Math.min(1, o.probe.durationMs / 2000);
  const r = await runTool(ffmpeg, ["-nostdin", "-v", "error", "-ss", at.toFixed(3), "-i", o.source, "-map", "0:v:0", "-frames:v", "1", "-map_metadata", "-1", "-f", "image2pipe", "-c:v", "png", "pipe:1"], {
    timeoutMs: 60_000,
    maxStdout: 64 * 1024 * 1024,
  });
  if (r.code !== 0 || r.stdout.length === 0) throw new Error(`poster frame not extracted: ${r.stderr.trim().slice(-300)}`);
  // sharp writes no metadata unless asked (no EXIF, no ICC beyond sRGB)
  return sharp(r.stdout).resize({ width: 1920, height: 1920, fit: "inside", withoutEnlargement: true }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** Makes every served form of a video into `outDir`: renditions, frame hashes, poster. */
export async function transcodeVideo(o: TranscodeOptions): Promise<TranscodeResult> {
  const { renditions, frames } = await encode(o);
  const names = await readdir(o.outDir);
  const counted = renditions.map((r) => ({ ...r, segments: names.filter((n) => n.startsWith(`${o.key}.${r.name}.`) && n.endsWith(".ts")).length }));
  if (counted.some((r) => r.segments === 0)) throw new Error("ffmpeg wrote a rendition without segments");
  return { renditions: counted, frames, poster: await posterFrame(o) };
}
