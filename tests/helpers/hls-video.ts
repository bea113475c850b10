// A ready video made for the playback tests, in the storage layout of decision 074, without the
// media pipeline: ffmpeg makes a short 640x360 H.264/AAC clip, cuts it into HLS (2 s MPEG-TS
// segments) under the video's keys, with a poster frame, and the Media row is marked ready with
// its renditions, poster and duration. The pipeline's worker makes the same files from real
// uploads (decision 074); these tests check what is served from them.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ffmpegBinaries } from "@/lib/media/ffmpeg";
import { placeholderOf } from "@/lib/media/placeholder";
import { newKey, posterKeyOf } from "@/lib/storage/keys";
import { localStorage } from "@/lib/storage/local";
import type { Storage } from "@/lib/storage/types";
import { prisma } from "./db";

const run = promisify(execFile);

/** The app's storage (local disk under the test stack's DATA_DIR). */
export function appStorage(): Storage {
  const dir = process.env.TEST_DATA_DIR ?? process.env.DATA_DIR;
  if (!dir) throw new Error("TEST_DATA_DIR is not set: run the tests with `npm test`");
  return localStorage(path.resolve(dir, "media"));
}

export type MadeRendition = { name: string; width: number; height: number; bandwidth: number; segments: number };

/**
 * Writes a `seconds`-long clip's HLS renditions, poster and original under `key` in `store`;
 * answers the renditions (lowest first) as Media.renditions holds them.
 */
export async function makeHlsFiles(store: Storage, key: string, seconds = 3): Promise<{ renditions: MadeRendition[]; durationMs: number; placeholder: string | null }> {
  const { ffmpeg } = ffmpegBinaries();
  const dir = await mkdtemp(path.join(os.tmpdir(), "velvet-hls-"));
  try {
    const src = path.join(dir, "source.mp4");
    await run(ffmpeg, [
      "-hide_banner", "-loglevel", "error",
      "-f", "lavfi", "-i", `testsrc=size=640x360:rate=25:duration=${seconds}`,
      "-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`,
      "-c:v", "libx264", "-preset", "ultrafast", "-profile:v", "baseline", "-pix_fmt", "yuv420p", "-g", "50",
      "-c:a", "aac", "-b:a", "64k", "-shortest", "-movflags", "+faststart", src,
    ]);
    const renditions: MadeRendition[] = [];
    for (const r of [{ name: "240p", width: 426, height: 240, bandwidth: 400_000 }, { name: "360p", width: 640, height: 360, bandwidth: 800_000 }]) {
      // one folder per rendition, the files named by their keys (the playlist names its segments so)
      const out = path.join(dir, r.name);
      await mkdir(out);
      await run(ffmpeg, [
        "-hide_banner", "-loglevel", "error", "-i", src, "-map_metadata", "-1",
        "-vf", `scale=${r.width}:${r.height}`, "-c:v", "libx264", "-preset", "ultrafast", "-profile:v", "baseline", "-g", "50", "-keyint_min", "50",
        "-c:a", "aac", "-b:a", "64k",
        "-f", "hls", "-hls_time", "2", "-hls_playlist_type", "vod",
        "-hls_segment_filename", path.join(out, `${key}.${r.name}.%05d.ts`), path.join(out, `${key}.${r.name}.m3u8`),
      ]);
      const files = await readdir(out);
      for (const file of files) await store.putFile(file, path.join(out, file), file.endsWith(".ts") ? "video/mp2t" : "application/vnd.apple.mpegurl");
      renditions.push({ ...r, segments: files.filter((f) => f.endsWith(".ts")).length });
    }
    await run(ffmpeg, ["-hide_banner", "-loglevel", "error", "-ss", "1", "-i", src, "-frames:v", "1", "-map_metadata", "-1", path.join(dir, "poster.jpg")]);
    const poster = await readFile(path.join(dir, "poster.jpg"));
    await store.put(posterKeyOf(key), poster, "image/jpeg");
    await store.putFile(key, src, "video/mp4");
    // the poster's ThumbHash, as the pipeline keeps it (lib/media-pipeline/process.ts)
    return { renditions, durationMs: seconds * 1000, placeholder: await placeholderOf(poster) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type ReadyVideo = { postId: string; mediaId: string; key: string; renditions: MadeRendition[]; durationMs: number };

/** A published post of `ownerId` showing one ready video (renditions, poster, duration) made by makeHlsFiles. */
export async function readyVideoPost(ownerId: string, opts: { seconds?: number; status?: "ready" | "processing" | "failed"; title?: string } = {}): Promise<ReadyVideo> {
  const key = newKey("pm", ".mp4");
  const made = opts.status === "ready" || !opts.status ? await makeHlsFiles(appStorage(), key, opts.seconds) : { renditions: [], durationMs: 0, placeholder: null };
  const ready = !opts.status || opts.status === "ready";
  const post = await prisma.post.create({ data: { authorId: ownerId, title: opts.title ?? "A video", content: "Watch this" } });
  const media = await prisma.media.create({
    data: {
      ownerId,
      postId: post.id,
      type: "video",
      key,
      mimeType: "video/mp4",
      size: 1000,
      width: ready ? 640 : null,
      height: ready ? 360 : null,
      durationMs: ready ? made.durationMs : null,
      status: opts.status ?? "ready",
      progress: opts.status === "processing" ? 40 : null,
      processingError: opts.status === "failed" ? "MEDIA_UNREADABLE" : null,
      posterKey: ready ? posterKeyOf(key) : null,
      placeholder: made.placeholder,
      renditions: ready ? made.renditions : undefined,
    },
  });
  await prisma.postMedia.create({ data: { postId: post.id, mediaId: media.id, position: 0 } });
  return { postId: post.id, mediaId: media.id, key, renditions: made.renditions, durationMs: made.durationMs };
}

/**
 * A published post of `ownerId` showing one ready video made by the real pipeline's encoder
 * (lib/media/transcode.ts): marked for leak tracing, variants A and B of 1 s segments (decision 092);
 * with `audio`, a tone as its sound, made into the shared audio rendition (decision 095).
 */
export async function markedVideoPost(ownerId: string, seconds = 4, opts: { audio?: boolean } = {}): Promise<ReadyVideo> {
  const { transcodeVideo } = await import("@/lib/media/transcode");
  const { probeVideo } = await import("@/lib/media/probe");
  const { ffmpeg } = ffmpegBinaries();
  const key = newKey("pm", ".mp4");
  const store = appStorage();
  const dir = await mkdtemp(path.join(os.tmpdir(), "velvet-marked-"));
  try {
    const src = path.join(dir, "source.mp4");
    await run(ffmpeg, [
      "-hide_banner", "-loglevel", "error",
      "-f", "lavfi", "-i", `testsrc2=size=640x360:rate=25:duration=${seconds}`,
      ...(opts.audio ? ["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`, "-c:a", "aac", "-shortest"] : []),
      "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", src,
    ]);
    const probe = await probeVideo(src, 3600);
    if ("refused" in probe) throw new Error("test source refused");
    const out = path.join(dir, "out");
    await mkdir(out);
    const made = await transcodeVideo({ source: src, key, probe, outDir: out });
    for (const file of await readdir(out)) await store.putFile(file, path.join(out, file), file.endsWith(".ts") ? "video/mp2t" : "application/vnd.apple.mpegurl");
    await store.put(posterKeyOf(key), made.poster, "image/jpeg");
    await store.putFile(key, src, "video/mp4");
    const post = await prisma.post.create({ data: { authorId: ownerId, title: "A marked video", content: "Watch this" } });
    const media = await prisma.media.create({
      data: {
        ownerId, postId: post.id, type: "video", key, mimeType: "video/mp4", size: 1000, width: probe.width, height: probe.height,
        durationMs: probe.durationMs, status: "ready", posterKey: posterKeyOf(key), renditions: made.renditions,
        audio: made.audio ?? undefined,
      },
    });
    await prisma.postMedia.create({ data: { postId: post.id, mediaId: media.id, position: 0 } });
    return { postId: post.id, mediaId: media.id, key, renditions: made.renditions, durationMs: probe.durationMs };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
