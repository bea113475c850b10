import { createRequire } from "node:module";
import { env } from "@/lib/env";

// The media pipeline's ffmpeg and ffprobe (decision 074). By default the binaries shipped inside
// the npm packages @ffmpeg-installer/ffmpeg (libx264, aac; decodes HEVC, VP9, ProRes) and
// @ffprobe-installer/ffprobe, so `npm ci && npm start` needs nothing else; FFMPEG_PATH and
// FFPROBE_PATH select others (a system ffmpeg, e.g. Debian's `/usr/bin/ffmpeg`).

const load = createRequire(import.meta.url);

export type FfmpegBinaries = { ffmpeg: string; ffprobe: string; source: "configured" | "npm" };

let cached: FfmpegBinaries | null = null;

/** The ffmpeg and ffprobe this process runs. */
export function ffmpegBinaries(): FfmpegBinaries {
  if (cached) return cached;
  const e = env();
  if (e.FFMPEG_PATH && e.FFPROBE_PATH) return (cached = { ffmpeg: e.FFMPEG_PATH, ffprobe: e.FFPROBE_PATH, source: "configured" });
  const ffmpeg = e.FFMPEG_PATH ?? (load("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  const ffprobe = e.FFPROBE_PATH ?? (load("@ffprobe-installer/ffprobe") as { path: string }).path;
  return (cached = { ffmpeg, ffprobe, source: e.FFMPEG_PATH || e.FFPROBE_PATH ? "configured" : "npm" });
}
