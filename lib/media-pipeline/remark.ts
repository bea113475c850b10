import { mkdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { Prisma, prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { renditionsOf } from "@/lib/media/hls";
import { probeVideo } from "@/lib/media/probe";
import { transcodeVideo } from "@/lib/media/transcode";
import { download, inJobDirectory, storeRenditionFiles, type ProcessOutcome } from "@/lib/media-pipeline/process";
import { sendDeletionJob } from "@/lib/queue/media";
import { deleteQuietly } from "@/lib/storage";
import { renditionPlaylistKey, segmentKey } from "@/lib/storage/keys";

// Re-marking the videos processed before decision 092 (issue 25 §1, decision 115). Their
// renditions have one unmarked variant, which every viewer is served (lib/media/playback.ts) until
// this job has made, from the original, the A/B variants of 1 s segments and the shared audio
// rendition that a video processed today has. The video stays `ready` and playable throughout:
// the new segments are stored beside the old ones (their keys differ: decision 074's layout), then
// the rendition playlists are overwritten (same keys) and the row switched in one transaction; the
// old segments are deleted once every link signed to them has expired. Its poster, placeholder and
// visible look are kept (no visible mark is added: that setting is for new uploads, §7).

/** The SQL of "a video whose renditions carry no mark", word for word the predicate of the partial index Media_awaiting_marks_idx. */
const AWAITING_MARKS = sql<boolean>`"type" = 'video' AND "status" = 'ready' AND "marksFailedAt" IS NULL AND NOT ("renditions" @> '[{"marked": true}]'::jsonb)`;

/** Whether a ready video's renditions (Media.renditions) carry no mark: the same rule as AWAITING_MARKS. */
export function awaitsMarks(renditions: unknown): boolean {
  return Array.isArray(renditions) && !renditionsOf(renditions).some((r) => r.marked);
}

/** The videos still awaiting their marks, newest first (the most watched, as a rule), leaving out `except`. */
export async function videosAwaitingMarks(limit: number, except: readonly string[] = []): Promise<{ id: string; durationMs: number | null }[]> {
  let q = kysely().selectFrom("Media").select(["id", "durationMs"]).where(AWAITING_MARKS).orderBy("createdAt", "desc").limit(limit);
  if (except.length) q = q.where("id", "not in", except);
  return q.execute();
}

/** Old segments are kept this long after the switch: every link signed to them before it stays good (a link lives MEDIA_URL_TTL_SECONDS plus the video's length). */
function oldSegmentsGraceSeconds(durationMs: number | null, e = env()): number {
  return e.MEDIA_URL_TTL_SECONDS + Math.ceil((durationMs ?? 0) / 1000) + 300;
}

/**
 * A video that cannot be re-marked for good (its original missing or undecodable, or every attempt
 * of its job failed): it keeps its unmarked renditions and the sweep does not send it again, so the
 * videos after it are re-marked all the same.
 */
export async function giveUpRemark(mediaId: string, why: string): Promise<"failed"> {
  await prisma.media.updateMany({ where: { id: mediaId }, data: { marksFailedAt: new Date() } });
  log.error({ mediaId, why }, "a video processed before decision 092 cannot be re-marked: it keeps its unmarked renditions");
  return "failed";
}

/**
 * Re-marks one video (see the header). Answers "skipped" when there is nothing to do (gone, not a
 * ready video, marked already), "failed" when its original is missing or does not decode (the row
 * records it in marksFailedAt and is not tried again), "ready" once switched. Throws for anything
 * else (the job is retried; the video is served as it was meanwhile).
 */
export async function remarkVideo(mediaId: string): Promise<ProcessOutcome> {
  const m = await prisma.media.findUnique({
    where: { id: mediaId },
    select: { id: true, key: true, type: true, status: true, renditions: true, durationMs: true, marksFailedAt: true },
  });
  if (!m || m.type !== "video" || m.status !== "ready" || m.marksFailedAt || !awaitsMarks(m.renditions)) return "skipped";
  const old = renditionsOf(m.renditions);
  return inJobDirectory(async (dir) => {
    const source = path.join(dir, "original");
    if (!(await download(m.key, source))) return giveUpRemark(m.id, "original missing");
    const probe = await probeVideo(source, Number.POSITIVE_INFINITY);
    if ("refused" in probe) return giveUpRemark(m.id, `original refused: ${probe.refused}`);
    const out = path.join(dir, "out");
    await mkdir(out);
    const made = await transcodeVideo({ source, key: m.key, probe, outDir: out });
    // segments first, then the playlists over the old ones: from here a fan may briefly be served variant A whole (marked, not yet theirs)
    const written = await storeRenditionFiles(out);
    const switched = await prisma.$transaction(async (tx) => {
      const { count } = await tx.media.updateMany({
        where: { id: m.id, status: "ready", renditions: { equals: m.renditions as Prisma.InputJsonValue } },
        data: { renditions: made.renditions, audio: made.audio ?? Prisma.DbNull, width: probe.width, height: probe.height, durationMs: probe.durationMs },
      });
      if (count !== 1) return false;
      await tx.videoFrameHash.deleteMany({ where: { mediaId: m.id } });
      if (made.frames.length) await tx.videoFrameHash.createMany({ data: made.frames.map((f, second) => ({ mediaId: m.id, second, pdq: f.hash, quality: f.quality })) });
      return true;
    });
    if (!switched) {
      // deleted meanwhile: what this run wrote goes too (its deletion listed the old files only)
      if (!(await prisma.media.findUnique({ where: { id: m.id }, select: { id: true } }))) await deleteQuietly(written);
      return "skipped";
    }
    // the old segments, and the playlists of renditions the ladder no longer makes (the others were overwritten)
    const kept = new Set(made.renditions.map((r) => r.name));
    const oldSegments = old.flatMap((r) => [
      ...Array.from({ length: r.segments ?? 0 }, (_, i) => segmentKey(m.key, r.name, i)),
      ...(kept.has(r.name) ? [] : [renditionPlaylistKey(m.key, r.name)]),
    ]);
    if (!(await sendDeletionJob(oldSegments, { afterSeconds: oldSegmentsGraceSeconds(m.durationMs) }))) {
      log.warn({ mediaId: m.id, keys: oldSegments.length }, "a re-marked video's old segments were not queued for deletion: they stay in storage");
    }
    log.info({ mediaId: m.id, renditions: made.renditions.map((r) => r.name) }, "video re-marked");
    return "ready";
  });
}
