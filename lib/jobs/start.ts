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
  const started = startJobQueue({ connectionString: DATABASE_URL, jobs: backgroundJobs(), connectTimeoutMs: DATABASE_CONNECT_TIMEOUT_MS }).catch(
    (err: unknown) => {
      log.error({ err }, "the job queue did not start; background jobs are not running in this process");
      return null;
    },
  );
  state[STATE] = started;
  onShutdown(async () => {
    const queue = await started;
    await queue?.stop();
  });
}
