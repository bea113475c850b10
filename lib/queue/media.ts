import PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { createQueues, JOBS_SCHEMA, type QueueSpec } from "@/lib/queue/boss";

// The media jobs (issue 24; decision 075): one job per medium to process (a video's renditions,
// poster and frame hashes) and one per set of stored files to delete. The app and the demo seed
// send them here; the worker process (scripts/worker.ts, lib/media-pipeline) runs them. pg-boss
// hands each job to one worker (FOR UPDATE SKIP LOCKED), whatever the number of worker processes
// and machines; a job whose worker died is expired and retried.

export const MEDIA_PROCESS_QUEUE = "media-process";
export const MEDIA_DELETE_QUEUE = "media-delete";
/** Traces of long leaked videos (lib/leaks/trace-job.ts), run by the same worker. */
export const LEAK_TRACE_QUEUE = "leak-trace";

/** `remark`: a ready video processed before decision 092, to be re-marked (lib/media-pipeline/remark.ts). */
export type MediaProcessJob = { mediaId: string; remark?: true };
export type MediaDeleteJob = { keys: string[] };

/** Attempts of a processing job after its first (a killed worker, a full disk...), 10 s then 20 s, 40 s apart. */
export const MEDIA_JOB_RETRIES = 3;

/** The two queues and their settings (created by whoever sends or works first). */
export function mediaQueues(e = env()): QueueSpec[] {
  return [
    // one queued and one running job per medium at most (its singletonKey is the medium's id)
    { name: MEDIA_PROCESS_QUEUE, policy: "stately", retryLimit: MEDIA_JOB_RETRIES, retryDelay: 10, retryBackoff: true, expireInSeconds: e.MEDIA_JOB_TIMEOUT_SECONDS },
    { name: MEDIA_DELETE_QUEUE, policy: "standard", retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 },
    { name: LEAK_TRACE_QUEUE, policy: "standard", retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: e.MEDIA_JOB_TIMEOUT_SECONDS },
  ];
}

/** How long a processing job may run before it is taken as dead: at least MEDIA_JOB_TIMEOUT_SECONDS, 3 x the video's length for long ones (under pg-boss's 24 h). */
export function processingExpiry(durationMs: number | null, e = env()): number {
  const byLength = Math.ceil(((durationMs ?? 0) / 1000) * 3);
  return Math.min(23 * 60 * 60, Math.max(e.MEDIA_JOB_TIMEOUT_SECONDS, byLength));
}

/** The pg-boss pool options of this process's connection to the queue. */
export function queuePool(connectionString: string, max = 2): PgBoss.DatabaseOptions & { connectionTimeoutMillis: number } {
  return { connectionString, max, connectionTimeoutMillis: env().DATABASE_CONNECT_TIMEOUT_MS, application_name: "velvet-media-jobs" };
}

const STATE = Symbol.for("velvet.media-queue-sender");
const state = globalThis as unknown as Record<symbol, Promise<PgBoss> | undefined>;

/** This process's sender: a pg-boss without workers, upkeep or schedules (the worker process does those). */
function sender(): Promise<PgBoss> {
  const url = env().DATABASE_URL;
  if (!url) return Promise.reject(new Error("no DATABASE_URL: media jobs cannot be sent"));
  state[STATE] ??= (async () => {
    const pool = queuePool(url, 2);
    const boss = new PgBoss({ ...pool, schema: JOBS_SCHEMA, supervise: false, schedule: false });
    boss.on("error", (err) => log.warn({ err }, "media job queue error"));
    await boss.start();
    await createQueues(boss, pool, mediaQueues());
    return boss;
  })().catch((err: unknown) => {
    state[STATE] = undefined; // the next send tries again
    throw err;
  });
  return state[STATE];
}

/**
 * Queues the processing of media (their rows are already `processing`). Never throws: a job not
 * sent now is sent by the worker's sweep of media left processing (scripts/worker.ts).
 */
export async function sendProcessingJobs(media: { id: string; durationMs: number | null }[]): Promise<void> {
  if (media.length === 0) return;
  try {
    const boss = await sender();
    for (const m of media) {
      await boss.send(MEDIA_PROCESS_QUEUE, { mediaId: m.id } satisfies MediaProcessJob, { singletonKey: m.id, expireInSeconds: processingExpiry(m.durationMs) });
    }
  } catch (err) {
    log.warn({ err, media: media.map((m) => m.id) }, "media processing jobs not sent; the worker's sweep will");
  }
}

/** Most keys one deletion job carries (a 4-hour video has about 3 x 3,600 segments). */
const KEYS_PER_JOB = 2000;

/**
 * Queues the deletion of stored files (deleted media: lib/media/stored-files.ts), `afterSeconds`
 * from now (default at once). Never throws: answers false when the job could not be sent (the
 * caller then deletes them itself, or keeps them).
 */
export async function sendDeletionJob(keys: string[], opts: { afterSeconds?: number } = {}): Promise<boolean> {
  if (keys.length === 0) return true;
  try {
    const boss = await sender();
    const options = opts.afterSeconds ? { startAfter: opts.afterSeconds } : {};
    for (let i = 0; i < keys.length; i += KEYS_PER_JOB) await boss.send(MEDIA_DELETE_QUEUE, { keys: keys.slice(i, i + KEYS_PER_JOB) } satisfies MediaDeleteJob, options);
    return true;
  } catch (err) {
    log.warn({ err, keys: keys.length }, "media deletion job not sent");
    return false;
  }
}

/** Queues the trace of a long leaked video (its LeakTrace row is `queued`). False when it could not be sent. */
export async function sendLeakTraceJob(traceId: string, durationMs: number): Promise<boolean> {
  try {
    const boss = await sender();
    await boss.send(LEAK_TRACE_QUEUE, { traceId }, { singletonKey: traceId, expireInSeconds: processingExpiry(durationMs) });
    return true;
  } catch (err) {
    log.warn({ err, traceId }, "leak trace job not sent");
    return false;
  }
}
