import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { onShutdown } from "@/lib/shutdown";
import { startJobQueue, type JobQueue } from "./queue";
import { backgroundJobs } from "./registry";

const STATE = Symbol.for("velvet.background-jobs");
const state = globalThis as unknown as Record<symbol, Promise<JobQueue | null> | undefined>;

/**
 * Starts this process's job queue (called once from instrumentation.ts), in the background: the
 * server does not wait for it. Nothing starts when every job is off (0) or there is no database.
 * Stopped by the server's shutdown (scripts/serve.ts runs the shutdown hooks).
 */
export function startBackgroundJobs(): void {
  const { DATABASE_URL, DATABASE_CONNECT_TIMEOUT_MS } = env();
  if (state[STATE] || !DATABASE_URL) return;
  let stopping = false;
  const started = startWithRetries(() => startJobQueue({ connectionString: DATABASE_URL, jobs: backgroundJobs(), connectTimeoutMs: DATABASE_CONNECT_TIMEOUT_MS }), () => stopping);
  state[STATE] = started;
  onShutdown(async () => {
    stopping = true;
    const queue = await started;
    await queue?.stop();
  });
}

/** Start attempts before giving up (about five minutes of waits in all). */
const START_ATTEMPTS = 10;

/**
 * A database that is slow to answer at start-up (a loaded machine, a restart) must not leave the
 * process without its jobs for good (mass messages, renewals, expiry...): failed starts are retried
 * with growing waits (2 s, 4 s, ... at most 60 s), unless the process is shutting down.
 */
async function startWithRetries(start: () => Promise<JobQueue | null>, stopping: () => boolean): Promise<JobQueue | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (err) {
      if (stopping() || attempt >= START_ATTEMPTS) {
        log.error({ err }, "the job queue did not start; background jobs are not running in this process");
        return null;
      }
      log.warn({ err, attempt }, "the job queue did not start; trying again");
      await new Promise((r) => setTimeout(r, Math.min(60_000, 1000 * 2 ** attempt)).unref());
    }
  }
}
