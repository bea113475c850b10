import { ffmpegBinaries } from "@/lib/media/ffmpeg";
import { runTool } from "@/lib/media/run";

// The decode check of a video (issue 24, point 3): a video is never trusted by its name or its
// first bytes. ffprobe must read its container and find a video stream with a size and a length,
// then ffmpeg must decode a frame at its start and one in its last second (a file cut short, or
// with a broken index, fails one of them). Quick whatever the length: two short seeks, not a
// full decode.

/** What the check learnt of a video: its size as shown (display rotation applied) and its length. */
export type VideoProbe = {
  /** width and height as displayed (a phone's portrait video: width < height) */
  width: number;
  height: number;
  /** the quarter turns the stored frames are shown at (0, 90, 180, 270, as ffprobe reports the display matrix) */
  rotation: number;
  durationMs: number;
  hasAudio: boolean;
  codec: string;
};

/** Why a video was refused: unreadable (not a decodable video) or too long. */
export type ProbeRefusal = { refused: "unreadable" } | { refused: "too-long"; durationMs: number };

type FfprobeStream = {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
};
type FfprobeOutput = { streams?: FfprobeStream[]; format?: { duration?: string } };

const PROBE_TIMEOUT_MS = 30_000;

function rotationOf(s: FfprobeStream): number {
  // the display matrix (side data) or, from older muxers, the `rotate` tag; only its quarter turns matter here
  const raw = s.side_data_list?.find((d) => typeof d.rotation === "number")?.rotation ?? Number(s.tags?.rotate ?? 0);
  return (((Math.round(raw / 90) * 90) % 360) + 360) % 360;
}

/** ffprobe's reading of a file's streams, or null when it cannot read it. */
async function ffprobe(file: string): Promise<FfprobeOutput | null> {
  const { ffprobe: bin } = ffmpegBinaries();
  const r = await runTool(bin, ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file], { timeoutMs: PROBE_TIMEOUT_MS, maxStdout: 4 * 1024 * 1024 });
  if (r.code !== 0) return null;
  try {
    return JSON.parse(r.stdout.toString("utf8")) as FfprobeOutput;
  } catch {
    return null;
  }
}

/** Whether ffmpeg decodes one frame of the first video stream from `at` seconds (negative: from the end). */
async function decodesFrame(file: string, at: number): Promise<boolean> {
  const { ffmpeg } = ffmpegBinaries();
  const seek = at < 0 ? ["-sseof", String(at)] : ["-ss", String(at)];
  const r = await runTool(
    ffmpeg,
    ["-v", "error", "-nostdin", ...seek, "-i", file, "-map", "0:v:0", "-frames:v", "1", "-vf", "scale=16:16", "-pix_fmt", "gray", "-f", "rawvideo", "pipe:1"],
    { timeoutMs: PROBE_TIMEOUT_MS, maxStdout: 1024 * 1024 },
  );
  return r.code === 0 && r.stdout.length >= 256;
}

/**
 * Probes and test-decodes a video file: its displayed size, length and rotation, or why it is
 * refused (not a readable video: no video stream, an audio-only file, truncated, corrupt, zero
 * length; or longer than `maxSeconds`).
 */
export async function probeVideo(file: string, maxSeconds: number): Promise<VideoProbe | ProbeRefusal> {
  const info = await ffprobe(file);
  const video = info?.streams?.find((s) => s.codec_type === "video" && !s.disposition?.attached_pic);
  if (!info || !video || !video.width || !video.height) return { refused: "unreadable" };
  const seconds = Number(info.format?.duration ?? video.duration ?? NaN);
  if (!Number.isFinite(seconds) || seconds <= 0) return { refused: "unreadable" };
  const durationMs = Math.round(seconds * 1000);
  if (seconds > maxSeconds) return { refused: "too-long", durationMs };
  // the first frame, and one in the last second (the end of a file cut short is missing)
  if (!(await decodesFrame(file, 0))) return { refused: "unreadable" };
  if (seconds > 1.5 && !(await decodesFrame(file, -1))) return { refused: "unreadable" };
  const rotation = rotationOf(video);
  const turned = rotation === 90 || rotation === 270;
  return {
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    rotation,
    durationMs,
    hasAudio: Boolean(info.streams?.some((s) => s.codec_type === "audio")),
    codec: video.codec_name ?? "unknown",
  };
}
