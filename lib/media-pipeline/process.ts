import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Prisma, prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { placeholderOf } from "@/lib/media/placeholder";
import { probeVideo } from "@/lib/media/probe";
import { transcodeVideo } from "@/lib/media/transcode";
import { markPng } from "@/lib/media/visible-mark";
import { visibleMarkOf } from "@/lib/leaks/watermark";
import { failMedium, settlePostsOfMedium } from "@/lib/media-pipeline/settle";
import { knownAbuseScreen } from "@/lib/moderation/hash-match";
import { deleteQuietly, storage } from "@/lib/storage";
import { posterKeyOf } from "@/lib/storage/keys";

// One medium's processing job (queue `media-process`, lib/queue/media.ts; run by the worker
// process, scripts/worker.ts). For a video: the original is read from storage, probed, made into
// its renditions, frame hashes and poster in a temporary directory, screened against the hash
// lists, and only then are the outputs written to storage (under the keys of decision 074,
// overwriting those of an earlier attempt) and the medium marked ready in one statement. A job
// killed half-way has published nothing: its retry starts again from the original.

const CONTENT_TYPES: [string, string][] = [
  [".m3u8", "application/vnd.apple.mpegurl"],
  [".ts", "video/mp2t"],
];

/** This machine's name in job directories: a DATA_DIR shared by several machines holds each one's jobs apart. */
const HOST = hostname().replace(/[^A-Za-z0-9.]/g, "_");

/** Where jobs work: DATA_DIR/tmp/media (the disk the operator sized for media), one directory per job. */
async function workRoot(): Promise<string> {
  const root = path.resolve(env().DATA_DIR, "tmp", "media");
  await mkdir(root, { recursive: true, mode: 0o700 });
  return root;
}

/** Removes what jobs of dead worker processes on this machine left (a worker killed mid-job): called when a worker starts. */
export async function removeDeadWorkersFiles(): Promise<number> {
  const root = await workRoot();
  let removed = 0;
  for (const name of await readdir(root)) {
    // only this machine's (a shared DATA_DIR may hold other machines' jobs)
    if (!name.startsWith(`job-${HOST}-`)) continue;
    const pid = Number(/-(\d+)-[^-]*$/.exec(name)?.[1]);
    if (!pid) continue;
    try {
      process.kill(pid, 0); // alive (this process, or another worker's): its files stay
    } catch {
      await rm(path.join(root, name), { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/** Runs `fn` in a new job directory of its own under workRoot(), removed afterwards whatever happens. */
export async function inJobDirectory<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(await workRoot(), `job-${HOST}-${process.pid}-`));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Writes what transcodeVideo made in `out` to storage under its own names: the segments first,
 * then the playlists that name them (a playlist overwritten in place never names a segment not yet
 * stored). Answers the keys written.
 */
export async function storeRenditionFiles(out: string): Promise<string[]> {
  const files = (await readdir(out))
    .map((name) => ({ name, type: CONTENT_TYPES.find(([ext]) => name.endsWith(ext))?.[1] }))
    .filter((f): f is { name: string; type: string } => f.type !== undefined)
    .sort((a, b) => Number(a.name.endsWith(".m3u8")) - Number(b.name.endsWith(".m3u8")));
  for (const f of files) await storage().putFile(f.name, path.join(out, f.name), f.type);
  return files.map((f) => f.name);
}

/** Copies a stored file to a local one; false when it is not in storage. */
export async function download(key: string, file: string): Promise<boolean> {
  const obj = await storage().get(key);
  if (!obj) return false;
  await pipeline(Readable.fromWeb(obj.stream as WebReadableStream<Uint8Array>), createWriteStream(file, { mode: 0o600 }));
  return true;
}

async function setProgress(mediaId: string, progress: number): Promise<void> {
  await prisma.media.updateMany({ where: { id: mediaId, status: "processing" }, data: { progress } }).catch((err: unknown) => log.warn({ err, mediaId }, "progress not saved"));
}

export type ProcessOutcome = "ready" | "failed" | "skipped";

/**
 * Processes one medium. Answers "skipped" when there is nothing to do (unknown, not processing
 * any more, not a video), "failed" for a failure that a retry cannot mend (the original does not
 * decode, a hash-list match: the medium is `failed` and its owner told), "ready" once published.
 * Throws for anything else (the job is retried).
 */
export async function processMedium(mediaId: string): Promise<ProcessOutcome> {
  const m = await prisma.media.findUnique({ where: { id: mediaId }, select: { id: true, key: true, type: true, status: true, ownerId: true, mimeType: true } });
  if (!m || m.status !== "processing") return "skipped";
  if (m.type !== "video") {
    // nothing to make for a photo (made when it was created): ready as it is
    await prisma.media.updateMany({ where: { id: m.id, status: "processing" }, data: { status: "ready", progress: 100 } });
    await settlePostsOfMedium(m.id);
    return "ready";
  }
  return inJobDirectory(async (dir) => {
    const source = path.join(dir, "original");
    if (!(await download(m.key, source))) {
      await failMedium(m.id, "MEDIA_UNREADABLE");
      return "failed";
    }
    const probe = await probeVideo(source, Number.POSITIVE_INFINITY);
    if ("refused" in probe) {
      await failMedium(m.id, "MEDIA_UNREADABLE");
      return "failed";
    }
    await setProgress(m.id, 1);
    const out = path.join(dir, "out");
    await mkdir(out);
    // the owner's visible mark, when on (issue 25 §7): drawn the displayed size of the video, laid over its frames
    const mark = await visibleMarkOf(m.ownerId);
    const markFile = mark ? path.join(dir, "mark.png") : undefined;
    if (mark && markFile) await writeFile(markFile, await markPng(mark, probe.width, probe.height), { mode: 0o600 });
    const made = await transcodeVideo({ source, key: m.key, probe, outDir: out, markPng: markFile, onProgress: (p) => void setProgress(m.id, Math.max(1, p)) });

    // the known-abuse screen, on a frame a second, before anything is published
    try {
      await knownAbuseScreen(m.ownerId)({ label: m.key, hashes: made.frames, source, mimeType: m.mimeType });
    } catch (err) {
      if (err instanceof AppError && err.code === "MEDIA_BLOCKED") {
        // the screen kept the original in quarantine, with its report: the stored copy goes
        await storage().delete(m.key);
        await failMedium(m.id, "MEDIA_BLOCKED");
        return "failed";
      }
      throw err;
    }

    const posterKey = posterKeyOf(m.key);
    const written = [posterKey, ...(await storeRenditionFiles(out))];
    await storage().put(posterKey, made.poster, "image/jpeg");
    const placeholder = await placeholderOf(made.poster);

    const published = await prisma.$transaction(async (tx) => {
      await tx.videoFrameHash.deleteMany({ where: { mediaId: m.id } });
      if (made.frames.length) {
        await tx.videoFrameHash.createMany({ data: made.frames.map((f, second) => ({ mediaId: m.id, second, pdq: f.hash, quality: f.quality })) });
      }
      const { count } = await tx.media.updateMany({
        where: { id: m.id, status: "processing" },
        data: {
          status: "ready",
          progress: 100,
          processingError: null,
          posterKey,
          placeholder,
          renditions: made.renditions,
          // the shared audio rendition (decision 095); none for a video without sound
          audio: made.audio ?? Prisma.DbNull,
          width: probe.width,
          height: probe.height,
          durationMs: probe.durationMs,
        },
      });
      return count === 1;
    });
    if (!published) {
      // deleted meanwhile (from the vault, an erased account): what this run wrote goes too
      await deleteQuietly(written);
      return "skipped";
    }
    log.info({ mediaId: m.id, renditions: made.renditions.map((r) => r.name), frames: made.frames.length }, "video ready");
    await settlePostsOfMedium(m.id);
    return "ready";
  });
}
