// Real video files for the browser tests, made by the pipeline's own npm ffmpeg (lib/media/ffmpeg.ts
// uses the same package when no system ffmpeg is configured): every video is decoded when its post
// is made (decision 076), so a file that only looks like one is refused.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * An H.264 MP4 (a test pattern with a tone, `seconds` long, `width`x`height`) on disk under `name`;
 * with `size`, padded to that many bytes with a trailing `free` box (a big file that still decodes).
 */
export function mp4File(name: string, opts: { seconds?: number; width?: number; height?: number; size?: number } = {}): string {
  const { seconds = 2, width = 640, height = 360, size } = opts;
  const dir = mkdtempSync(path.join(tmpdir(), "velvet-e2e-"));
  const raw = path.join(dir, `raw-${name}`);
  const ffmpeg = (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  execFileSync(ffmpeg, [
    "-v", "error", "-nostdin", "-y",
    "-f", "lavfi", "-i", `testsrc=size=${width}x${height}:rate=25:duration=${seconds}`,
    "-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`,
    "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", raw,
  ]);
  const video = readFileSync(raw);
  const file = path.join(dir, name);
  if (size === undefined) {
    writeFileSync(file, video);
    return file;
  }
  const free = Buffer.alloc(Math.max(8, size - video.length));
  free.writeUInt32BE(free.length, 0);
  free.write("free", 4, "latin1");
  writeFileSync(file, Buffer.concat([video, free]));
  return file;
}
