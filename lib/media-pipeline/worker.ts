import PgBoss from "pg-boss";
import { sql } from "kysely";
import { kysely } from "@/lib/db/kysely";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { failMedium } from "@/lib/media-pipeline/settle";
import { processMedium, removeDeadWorkersFiles } from "@/lib/media-pipeline/process";
import { giveUpRemark, remarkVideo, videosAwaitingMarks } from "@/lib/media-pipeline/remark";
import { createQueues, JOBS_SCHEMA } from "@/lib/queue/boss";
import {
  LEAK_TRACE_QUEUE,
  MEDIA_DELETE_QUEUE,
  MEDIA_PROCESS_QUEUE,
  mediaQueues,
  processingExpiry,
  queuePool,
  type MediaDeleteJob,
  type MediaProcessJob,
} from "@/lib/queue/media";
import { deleteQuietly } from "@/lib/storage";
import { runLeakTraceJob, type LeakTraceJob } from "@/lib/leaks/trace-job";

// The media worker (scripts/worker.ts, its own process; decision 075): takes media jobs from the
// pg-boss queue in PostgreSQL. Any number of worker processes, on any number of machines, may
// run against one database: pg-boss gives each job to one of them (FOR UPDATE SKIP LOCKED). A job
// whose worker died (killed, machine lost) stays `active` until it expires
// (processingExpiry: MEDIA_JOB_TIMEOUT_SECONDS, or 3 x the video's length), then pg-boss's
// upkeep (run by every worker) retries it, up to MEDIA_JOB_RETRIES times; the retry starts
// again from the original and overwrites what the dead one wrote (nothing was published).

export type MediaWorker = { sweep: () => Promise<number>; stop: (graceMs?: number) => Promise<void> };

/** How often a worker looks for media left `processing` with no job (a send lost when the app died). */
const SWEEP_SECONDS = 60;
/** A medium this recent may still have its job on the way from the app. */
const SWEEP_MIN_AGE_MS = 30_000;

/** The singleton key of every re-marking job (decision 115): pg-boss keeps one queued and one running at most, over all workers. */
const REMARK_SINGLETON = "video-remark";
/** Re-marking jobs go after uploads waiting in the same queue (pg-boss fetches the highest priority first). */
const REMARK_PRIORITY = -1;

async function runProcessing(job: PgBoss.JobWithMetadata<MediaProcessJob>): Promise<void> {
  const mediaId = job.data?.mediaId;
  if (typeof mediaId !== "string") return;
  const remark = job.data.remark === true;
  const t0 = performance.now();
  try {
    const outcome = remark ? await remarkVideo(mediaId) : await processMedium(mediaId);
    log.info({ mediaId, outcome, remark, ms: Math.round(performance.now() - t0), attempt: job.retryCount + 1 }, "media job done");
  } catch (err) {
    if (remark) {
      // the video is served as it was meanwhile; after the last attempt it is not tried again
      if (job.retryCount >= job.retryLimit) {
        await giveUpRemark(mediaId, err instanceof Error ? err.message : String(err));
        return;
      }
      log.warn({ err, mediaId, attempt: job.retryCount + 1 }, "re-marking a video failed; pg-boss retries it");
      throw err;
    }
    // the last attempt: the medium fails for good and its owner is told (a retry from their page starts over)
    if (job.retryCount >= job.retryLimit) {
      log.error({ err, mediaId }, "media processing failed on its last attempt");
      await failMedium(mediaId, "MEDIA_PROCESSING_FAILED");
      return;
    }
    log.warn({ err, mediaId, attempt: job.retryCount + 1 }, "media processing failed; pg-boss retries it");
    throw err;
  }
}

/** Starts a worker: its queues, `MEDIA_WORKER_CONCURRENCY` processing slots, deletions and the sweep. */
export async function startMediaWorker(connectionString: string, e = env()): Promise<MediaWorker> {
  const concurrency = e.MEDIA_WORKER_CONCURRENCY;
  const leftovers = await removeDeadWorkersFiles();
  if (leftovers) log.info({ leftovers }, "files of jobs killed half-way removed");
  const pool = queuePool(connectionString, concurrency + 2);
  const boss = new PgBoss({
    ...pool,
    schema: JOBS_SCHEMA,
    schedule: false,
    // the upkeep that expires the jobs of dead workers runs this often (a few times per job timeout)
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.floor(e.MEDIA_JOB_TIMEOUT_SECONDS / 4))),
  });
  boss.on("error", (err) => log.warn({ err }, "media worker queue error"));
  await boss.start();
  await createQueues(boss, pool, mediaQueues(e));

  const options = { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true } as const;
  /**
   * Sends the re-marking job of the newest video awaiting its marks (decision 115), unless one is
   * queued already: one video at a time over every worker, so uploads keep the other slots.
   */
  const sendNextRemark = async (): Promise<void> => {
    if (e.VIDEO_REMARK_ENABLED !== "true") return;
    const { rows: inFlight } = await sql<{ mediaId: string }>`
      SELECT j.data->>'mediaId' AS "mediaId" FROM ${sql.table(`${JOBS_SCHEMA}.job`)} j
      WHERE j.name = ${MEDIA_PROCESS_QUEUE} AND j.singleton_key = ${REMARK_SINGLETON} AND j.state < 'completed'`.execute(kysely());
    if (inFlight.length > 1) return; // one running and one queued: enough
    const [next] = await videosAwaitingMarks(1, inFlight.map((j) => j.mediaId));
    if (!next) return;
    await boss.send(MEDIA_PROCESS_QUEUE, { mediaId: next.id, remark: true } satisfies MediaProcessJob, {
      singletonKey: REMARK_SINGLETON,
      priority: REMARK_PRIORITY,
      expireInSeconds: processingExpiry(next.durationMs, e),
    });
  };
  const sendNextRemarkLogged = () => void sendNextRemark().catch((err: unknown) => log.warn({ err }, "re-marking sweep failed"));

  for (let i = 0; i < concurrency; i++) {
    await boss.work<MediaProcessJob>(MEDIA_PROCESS_QUEUE, options, async ([job]) => {
      if (!job) return;
      await runProcessing(job);
      // one re-marked: the next one without waiting for the sweep
      if (job.data?.remark === true) sendNextRemarkLogged();
    });
  }
  await boss.work<MediaDeleteJob>(MEDIA_DELETE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async ([job]) => {
    const keys = Array.isArray(job?.data?.keys) ? job.data.keys.filter((k): k is string => typeof k === "string") : [];
    await deleteQuietly(keys);
    log.info({ keys: keys.length }, "deleted media files removed");
  });

  // traces of long leaked videos (issue 25; lib/leaks/trace-job.ts)
  await boss.work<LeakTraceJob>(LEAK_TRACE_QUEUE, options, async ([job]) => {
    const traceId = job?.data?.traceId;
    if (typeof traceId !== "string") return;
    const outcome = await runLeakTraceJob(traceId, job!.retryCount >= job!.retryLimit);
    log.info({ traceId, outcome }, "leak trace job done");
  });

  /** Sends a job for every medium left processing without one (pending or running). */
  const sweep = async (): Promise<number> => {
    const stale = await kysely()
      .selectFrom("Media as m")
      .select(["m.id", "m.durationMs"])
      .where("m.status", "=", "processing")
      .where("m.createdAt", "<", new Date(Date.now() - SWEEP_MIN_AGE_MS))
      .where(({ not, exists }) =>
        not(exists(sql`(SELECT 1 FROM ${sql.table(`${JOBS_SCHEMA}.job`)} j WHERE j.name = ${MEDIA_PROCESS_QUEUE} AND j.singleton_key = m.id::text AND j.state < 'completed')`)),
      )
      .limit(500)
      .execute();
    for (const m of stale) await boss.send(MEDIA_PROCESS_QUEUE, { mediaId: m.id } satisfies MediaProcessJob, { singletonKey: m.id, expireInSeconds: processingExpiry(m.durationMs, e) });
    if (stale.length) log.info({ media: stale.length }, "media left processing without a job: jobs sent");
    return stale.length;
  };
  const sweepLogged = () => {
    void sweep().catch((err: unknown) => log.warn({ err }, "media sweep failed"));
    sendNextRemarkLogged();
  };
  sweepLogged();
  const timer = setInterval(sweepLogged, SWEEP_SECONDS * 1000);
  timer.unref();
  log.info({ concurrency }, "media worker started");

  return {
    sweep,
    stop: async (graceMs = 10_000) => {
      clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: graceMs });
      log.info("media worker stopped");
    },
  };
}
