// Real videos for the tests, made by the pipeline's own ffmpeg (lib/media/ffmpeg.ts) from its
// test patterns: a phone-like MOV with location tags, an MP4 cut short, an audio-only file...
// Small and short (a few seconds, 640x360 unless asked), each kind made once per test file.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ffmpegBinaries } from "@/lib/media/ffmpeg";
import { prisma } from "./db";

export type VideoSpec = {
  width?: number;
  height?: number;
  seconds?: number;
  fps?: number;
  /** ffmpeg's lavfi test source (a different one makes different frames, so different PDQ hashes) */
  pattern?: "testsrc" | "testsrc2" | "smptebars" | "mandelbrot" | "rgbtestsrc";
  audio?: boolean;
  container?: "mp4" | "mov" | "webm";
  /** a phone's GPS location, as QuickTime and MP4 tags (`location`, `com.apple.quicktime.location.ISO6709`) */
  location?: boolean;
  /** the movie header first (web-optimised); by default at the end, as most encoders write it */
  faststart?: boolean;
  /** only an audio track: no picture at all */
  audioOnly?: boolean;
};

/** The location the phone-like fixtures carry: it must never come out. */
export const LOCATION = "+48.8577+002.2950";

const made = new Map<string, Buffer>();

/** A video file (bytes) made to `spec`. */
export function video(spec: VideoSpec = {}): Buffer {
  const id = JSON.stringify(spec);
  const cached = made.get(id);
  if (cached) return cached;
  const { width = 640, height = 360, seconds = 2, fps = 25, pattern = "testsrc", audio = true, container = "mp4" } = spec;
  const dir = mkdtempSync(path.join(os.tmpdir(), "velvet-test-video-"));
  try {
    const out = path.join(dir, `v.${container}`);
    const args = ["-v", "error", "-nostdin", "-y"];
    // (`-t` on the input: not every pattern takes a duration option)
    if (!spec.audioOnly) args.push("-f", "lavfi", "-t", String(seconds), "-i", `${pattern}=size=${width}x${height}:rate=${fps}`);
    if (audio || spec.audioOnly) args.push("-f", "lavfi", "-t", String(seconds), "-i", "sine=frequency=440");
    if (!spec.audioOnly) {
      if (container === "webm") args.push("-c:v", "libvpx", "-b:v", "300k", "-deadline", "realtime");
      else args.push("-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p");
    }
    if (audio || spec.audioOnly) args.push("-c:a", container === "webm" ? "libvorbis" : "aac");
    if (spec.location) {
      args.push("-metadata", `location=${LOCATION}/`, "-metadata", `com.apple.quicktime.location.ISO6709=${LOCATION}+035.000/`, "-metadata", "make=Apple", "-metadata", "model=iPhone 15 Pro");
      args.push("-metadata", "creation_time=2026-07-14T18:30:00Z", "-movflags", spec.faststart ? "use_metadata_tags+faststart" : "use_metadata_tags");
    } else if (spec.faststart) args.push("-movflags", "faststart");
    args.push("-shortest", out);
    execFileSync(ffmpegBinaries().ffmpeg, args, { stdio: ["ignore", "ignore", "pipe"] });
    const bytes = readFileSync(out);
    made.set(id, bytes);
    return bytes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same video with a `free` box appended (MP4/MOV allow it): at least `minBytes` long, still a video that plays. */
export function padded(bytes: Buffer, minBytes: number): Buffer {
  const size = Math.max(8, minBytes - bytes.length);
  const free = Buffer.alloc(size);
  free.writeUInt32BE(size, 0);
  free.write("free", 4, "latin1");
  return Buffer.concat([bytes, free]);
}

/** Polls `probe` until it answers something truthy (every 250 ms), or fails after `timeoutMs`. */
export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 90_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits until the worker is done with a medium (ready or failed) and answers its row. */
export function mediaSettled(mediaId: string, timeoutMs?: number) {
  return waitFor(
    async () => {
      const m = await prisma.media.findUnique({ where: { id: mediaId } });
      return m && m.status !== "processing" ? m : null;
    },
    `medium ${mediaId} processed`,
    timeoutMs,
  );
}

/** Waits until a post leaves `processing` (every medium ready) and answers its status. */
export function postSettled(postId: string, timeoutMs?: number) {
  return waitFor(
    async () => {
      const p = await prisma.post.findUnique({ where: { id: postId }, select: { status: true } });
      return p && p.status !== "processing" ? p.status : null;
    },
    `post ${postId} out of processing`,
    timeoutMs,
  );
}
