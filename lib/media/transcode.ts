import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { env } from "@/lib/env";
import { ffmpegBinaries } from "@/lib/media/ffmpeg";
import { pdqOfLuma, type PdqHash } from "@/lib/media/pdq";
import type { VideoProbe } from "@/lib/media/probe";
import { runTool } from "@/lib/media/run";
import { markFrameYuv420 } from "@/lib/media/video-marks";
import { AUDIO_RENDITION, audioPlaylistKey } from "@/lib/storage/keys";
import { markOverlayFilter } from "@/lib/media/visible-mark";
import { PHOTO_JPEG_QUALITY } from "@/lib/media/prepare";

// What a video's processing job makes (issue 24 point 4, decision 074's layout), in one decode of
// the source: H.264/AAC HLS renditions (~4 s MPEG-TS segments) at 360p, 720p and 1080p, never
// above the source (the short side counts: a portrait 1080x1920 video is "1080p"), at least two
// for a source of 720p or more, one at the source's size below 360p; and one frame a second,
// 512 px, for the PDQ hashes. Then a poster frame, re-encoded through sharp. Every output is
// upright (ffmpeg applies the display matrix) and carries no metadata of the source (no
// location, device or date: -map_metadata -1, -map_chapters -1, and no stream tags copied).
//
// Leak tracing (issue 25, decision 092): every rendition is encoded twice in the same run, from the
// same scaled frames, as variant A (+ the video's keyed mark) and variant B (− the mark), in 1 s
// segments (`{key}.{name}.a.{00000}.ts`, `.b.`); the stored rendition playlist `{key}.{name}.m3u8`
// names the A segments and each viewer's copy picks A or B per segment (lib/leaks/video-marks.ts).
// No unmarked rendition is made: the owner and staff watch variant A. The sound (decision 095) is
// not muxed into the segments: it is one audio-only rendition (`{key}.audio.m3u8`, 4 s segments
// `{key}.audio.{00000}.ts`), stored once and played by every rendition and viewer through the
// master playlist's audio group.

export type Rendition = { name: string; width: number; height: number; bandwidth: number; segments: number; marked?: true };

/** The rungs of the ladder: the short side, and the video's bit-rate cap. */
const LADDER = [
  { short: 360, videoKbps: 900 },
  { short: 720, videoKbps: 3000 },
  { short: 1080, videoKbps: 6000 },
] as const;
const AUDIO_KBPS = 128;
/** Segments of an unmarked encode (videos processed before decision 092; the cost baseline of bench/leaks-video.ts). */
export const SEGMENT_SECONDS = 4;
/** Segments of a marked encode: one A/B choice, one bit of the viewer's sequence, per second (decision 092). */
export const MARKED_SEGMENT_SECONDS = 1;
/** x264's constant rate factor of an unmarked encode. */
const CRF = 23;
/**
 * ... and of a marked one (decision 095, addendum): a key frame every second (MARKED_SEGMENT_SECONDS)
 * buys quality an unmarked encode does not have (+0.12 dB of luma PSNR against the source at 360p,
 * +0.14 dB at 720p, same CRF); at 23.2 each rendition's PSNR is the unmarked one's within 0.05 dB,
 * so marking costs the bytes of the second variant and not a better picture.
 */
const MARKED_CRF = 23.2;
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

/** The shared audio rendition of a marked video with sound (decision 095; lib/media/hls.ts AudioRendition). */
export type AudioRendition = { bandwidth: number; segments: number };

export type TranscodeResult = { renditions: Rendition[]; audio: AudioRendition | null; frames: PdqHash[]; poster: Buffer };

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
  /** false: one unmarked variant in SEGMENT_SECONDS segments (the old layout; benches only). Default true. */
  marked?: boolean;
  /** the segments' length in seconds (default: MARKED_SEGMENT_SECONDS when marked, else SEGMENT_SECONDS) */
  segmentSeconds?: number;
  /** the owner's visible mark (issue 25 §7): a PNG the displayed size of the video, laid over every frame (lib/media/visible-mark.ts) */
  markPng?: string;
};

function luma(rgb: Buffer, width: number, height: number) {
  const n = width * height;
  const data = new Float64Array(n);
  for (let p = 0, o = 0; p < n; p++, o += 3) data[p] = 0.299 * rgb[o]! + 0.587 * rgb[o + 1]! + 0.114 * rgb[o + 2]!;
  return { data, rows: height, cols: width };
}

/** The audio of every output: AAC stereo at 48 kHz. */
const AUDIO_CODEC = ["-c:a", "aac", "-b:a", `${AUDIO_KBPS}k`, "-ac", "2", "-ar", "48000"];

/** The HLS muxer's options for `seconds`-long segments written as `segments` (a `%05d` pattern), listed by `playlist`. */
function hlsOutput(seconds: number, segments: string, playlist: string): string[] {
  return ["-f", "hls", "-hls_time", String(seconds), "-hls_playlist_type", "vod", "-hls_list_size", "0", "-hls_segment_filename", segments, playlist];
}

/** The renditions and frame hashes in one ffmpeg run. Throws when ffmpeg fails. */
async function encode(o: TranscodeOptions): Promise<{ renditions: Omit<Rendition, "segments">[]; audio: boolean; frames: PdqHash[] }> {
  const { ffmpeg } = ffmpegBinaries();
  const ladder = renditionLadder(o.probe.width, o.probe.height);
  const fs = frameSize(o.probe.width, o.probe.height);
  const marked = o.marked !== false;
  const seconds = o.segmentSeconds ?? (marked ? MARKED_SEGMENT_SECONDS : SEGMENT_SECONDS);
  // the visible mark (issue 25 §7), when on: laid over the source before anything else (input 1)
  const mark = o.markPng ? `${markOverlayFilter("[0:v:0]", 1, "[marked]")};` : "";
  const split = `${mark}${o.markPng ? "[marked]" : "[0:v:0]"}split=${ladder.length + 1}${ladder.map((_, i) => `[s${i}]`).join("")}[sf]`;
  const graph = [split];
  const inputs = ["-i", o.source, ...(o.markPng ? ["-i", o.markPng] : [])];
  const outputs: { label: string; segments: string; playlist: string }[] = [];
  for (const [i, r] of ladder.entries()) {
    const scaled = `[s${i}]scale=${r.width}:${r.height},setsar=1,format=yuv420p`;
    if (!marked) {
      graph.push(`${scaled}[v${i}]`);
      outputs.push({ label: `[v${i}]`, segments: `${o.key}.${r.name}.%05d.ts`, playlist: `${o.key}.${r.name}.m3u8` });
      continue;
    }
    // the mark at this size, one raw frame that blend repeats over the whole video
    const pattern = path.join(o.outDir, `mark-${r.name}.yuv`);
    await writeFile(pattern, markFrameYuv420(o.key, r.width, r.height));
    inputs.push("-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", `${r.width}x${r.height}`, "-i", pattern);
    const n = inputs.filter((a) => a === "-i").length - 1;
    graph.push(
      `${scaled},split=2[u${i}a][u${i}b]`,
      `[${n}:v]format=yuv420p,split=2[p${i}a][p${i}b]`,
      `[u${i}a][p${i}a]blend=all_mode=grainmerge[v${i}a]`,
      `[u${i}b][p${i}b]blend=all_mode=grainextract[v${i}b]`,
    );
    outputs.push({ label: `[v${i}a]`, segments: `${o.key}.${r.name}.a.%05d.ts`, playlist: `${o.key}.${r.name}.m3u8` });
    outputs.push({ label: `[v${i}b]`, segments: `${o.key}.${r.name}.b.%05d.ts`, playlist: `${o.key}.${r.name}.b.m3u8` });
  }
  graph.push(`[sf]fps=1,scale=${fs.width}:${fs.height},format=rgb24[f]`);
  const args = ["-nostdin", "-y", "-v", "error", "-nostats", "-progress", "pipe:2", ...inputs, "-filter_complex", graph.join(";")];
  // a marked video's sound is one rendition of its own (decision 095); an unmarked one's is in every segment
  const sharedAudio = marked && o.probe.hasAudio;
  for (const out of outputs) {
    const r = ladder[Number(/\d+/.exec(out.label)![0])]!;
    const videoKbps = Math.round(r.bandwidth / 1000) - AUDIO_KBPS;
    const muxedAudio = o.probe.hasAudio && !sharedAudio;
    args.push("-map", out.label);
    if (muxedAudio) args.push("-map", "0:a:0");
    args.push(
      "-map_metadata", "-1", "-map_chapters", "-1", "-map_metadata:s:a", "-1",
      "-c:v", "libx264", "-preset", env().VIDEO_X264_PRESET, "-profile:v", "high", "-pix_fmt", "yuv420p",
      "-crf", String(marked ? MARKED_CRF : CRF), "-maxrate", `${videoKbps}k`, "-bufsize", `${videoKbps * 2}k`,
      "-force_key_frames", `expr:gte(t,n_forced*${seconds})`,
    );
    if (muxedAudio) args.push(...AUDIO_CODEC);
    args.push(...hlsOutput(seconds, path.join(o.outDir, out.segments), path.join(o.outDir, out.playlist)));
  }
  if (sharedAudio) {
    args.push("-map", "0:a:0", "-map_metadata", "-1", "-map_chapters", "-1", "-map_metadata:s:a", "-1", ...AUDIO_CODEC);
    args.push(...hlsOutput(SEGMENT_SECONDS, path.join(o.outDir, `${o.key}.${AUDIO_RENDITION}.%05d.ts`), path.join(o.outDir, audioPlaylistKey(o.key))));
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
  if (marked) {
    for (const r of ladder) {
      // the A playlist stands for both: B's segments must last exactly as long, one for one
      const durations = (text: string) => [...text.matchAll(/^#EXTINF:([\d.]+)/gm)].map((m) => m[1]).join(",");
      const a = await readFile(path.join(o.outDir, `${o.key}.${r.name}.m3u8`), "utf8");
      const b = await readFile(path.join(o.outDir, `${o.key}.${r.name}.b.m3u8`), "utf8");
      if (durations(a) !== durations(b)) throw new Error(`variants A and B of ${r.name} were cut differently`);
      await rm(path.join(o.outDir, `${o.key}.${r.name}.b.m3u8`));
      await rm(path.join(o.outDir, `mark-${r.name}.yuv`));
    }
  }
  return { renditions: marked ? ladder.map((r) => ({ ...r, marked: true as const })) : ladder, audio: sharedAudio, frames };
}

/**
 * A frame near the start (1 s in, or the middle of a shorter video), upright, re-encoded as a JPEG
 * without metadata; with the owner's visible mark laid over it as over the renditions' frames.
 */
async function posterFrame(o: TranscodeOptions): Promise<Buffer> {
  const { ffmpeg } = ffmpegBinaries();
  const at = Math.min(1, o.probe.durationMs / 2000);
  const frame = o.markPng ? ["-i", o.markPng, "-filter_complex", markOverlayFilter("[0:v:0]", 1, "[poster]"), "-map", "[poster]"] : ["-map", "0:v:0"];
  const r = await runTool(ffmpeg, ["-nostdin", "-v", "error", "-ss", at.toFixed(3), "-i", o.source, ...frame, "-frames:v", "1", "-map_metadata", "-1", "-f", "image2pipe", "-c:v", "png", "pipe:1"], {
    timeoutMs: 60_000,
    maxStdout: 64 * 1024 * 1024,
  });
  if (r.code !== 0 || r.stdout.length === 0) throw new Error(`poster frame not extracted: ${r.stderr.trim().slice(-300)}`);
  // sharp writes no metadata unless asked (no EXIF, no ICC beyond sRGB). Encoded as photos are (not mozjpeg):
  // a fan's marked copy is re-encoded so (lib/leaks/photo-mark.ts), and the same quantisation costs almost
  // nothing (43-44 dB with the mark); from mozjpeg's tables the re-encoding alone cost ~2 dB more (40.7 dB)
  return sharp(r.stdout).resize({ width: 1920, height: 1920, fit: "inside", withoutEnlargement: true }).jpeg({ quality: PHOTO_JPEG_QUALITY }).toBuffer();
}

/** Makes every served form of a video into `outDir`: renditions, frame hashes, poster. */
export async function transcodeVideo(o: TranscodeOptions): Promise<TranscodeResult> {
  const { renditions, audio, frames } = await encode(o);
  const names = await readdir(o.outDir);
  const count = (prefix: string) => names.filter((n) => n.startsWith(prefix) && /^\d{5}\.ts$/.test(n.slice(prefix.length))).length;
  const counted = renditions.map((r) => {
    if (!r.marked) return { ...r, segments: count(`${o.key}.${r.name}.`) };
    const a = count(`${o.key}.${r.name}.a.`);
    if (a !== count(`${o.key}.${r.name}.b.`)) throw new Error(`variants A and B of ${r.name} have different numbers of segments`);
    return { ...r, segments: a };
  });
  if (counted.some((r) => r.segments === 0)) throw new Error("ffmpeg wrote a rendition without segments");
  const audioSegments = audio ? count(`${o.key}.${AUDIO_RENDITION}.`) : 0;
  if (audio && audioSegments === 0) throw new Error("ffmpeg wrote the audio rendition without segments");
  return { renditions: counted, audio: audio ? { bandwidth: AUDIO_KBPS * 1000, segments: audioSegments } : null, frames, poster: await posterFrame(o) };
}
