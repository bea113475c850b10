import pg from "pg";
import PgBoss from "pg-boss";
import { log } from "@/lib/log";

// Timed jobs on pg-boss (a PostgreSQL-backed queue, decision 026). Each job's time is cut into
// slots of `everySeconds` (aligned to the epoch, on the database's clock). Every instance proposes
// the current slot's run once per slot; pg-boss keeps one row per job and slot (its throttle
// index), so the other proposals are no-ops, and one worker takes that row (FOR UPDATE SKIP
// LOCKED): each slot's run executes in one instance only, whatever the number of instances.

/** One timed job: the only thing to write to add one (lib/jobs/registry.ts). */
export type Job = {
  /** pg-boss queue name: letters, digits, `-`, `_` */
  name: string;
  /** seconds between runs, from its setting; 0 = off: not scheduled at all */
  everySeconds: number;
  /** the work, given the time of the run; a plain function, so tests call it with a moved clock */
  run: (now: Date) => Promise<unknown>;
  /**
   * longest a run may take (default 300 s): past it pg-boss fails the run and the next slot may
   * start; a run left by an instance that died is freed after it (plus pg-boss's 2-minute upkeep)
   */
  timeoutSeconds?: number;
};

export type JobQueueOptions = {
  connectionString: string;
  jobs: readonly Job[];
  /** PostgreSQL schema of pg-boss's tables */
  schema?: string;
  /** connections of this instance's pg-boss pool */
  poolSize?: number;
  connectTimeoutMs?: number;
  /** how often an idle worker looks for a run another instance proposed; default from everySeconds */
  pollingSeconds?: number;
};

export type JobQueue = {
  /** Proposes the current slot's run of `name` now (the timers do this once per slot): true if this call created it. */
  propose: (name: string) => Promise<boolean>;
  /** Stops proposing and taking runs, waits up to `graceMs` for the runs under way, closes the pool. */
  stop: (graceMs?: number) => Promise<void>;
};

export const JOBS_SCHEMA = "pgboss";
const DEFAULT_TIMEOUT_SECONDS = 300;

/** Where in a slot an instance proposes its run: the middle, far from either edge whatever the clocks' skew or the timers' lateness. */
export function msUntilNextProposal(everySeconds: number, nowMs: number): number {
  const slot = everySeconds * 1000;
  const next = (Math.floor(nowMs / slot) + 1) * slot + slot / 2;
  return next - nowMs;
}

/** pg advisory lock key under which instances create or update the queues (any constant bigint private to this). */
const QUEUES_LOCK_KEY = 7_243_110_502;

/**
 * Creates each job's queue (or brings an existing one to today's settings), one instance at a
 * time: two instances creating a new queue at once deadlock in pg-boss's create_queue (each
 * waits for the other's queue row while attaching its partition; seen in tests/api/jobs-queue.test.ts).
 * On a PostgreSQL server the lock is transaction-level, held by this connection's open transaction:
 * through a transaction-mode pooler (PgBouncer) a session-level lock would stay on whichever server
 * connection took it, and block the next instance's start-up for good. On the embedded database
 * (one session) it is session-level, a no-op there and not needed (its transactions never run at
 * once), because an open transaction there would hold back pg-boss's statements on the other
 * connections until it ends.
 */
async function createQueues(boss: PgBoss, pool: PgBoss.DatabaseOptions, jobs: readonly Job[]): Promise<void> {
  const client = new pg.Client({ ...pool, application_name: "velvet-jobs-setup" });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("SELECT version() AS v");
    const embedded = /emscripten|wasm|pglite/i.test(rows[0]?.v ?? "");
    if (embedded) await client.query("SELECT pg_advisory_lock($1::bigint)", [QUEUES_LOCK_KEY]);
    else {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1::bigint)", [QUEUES_LOCK_KEY]);
    }
    for (const job of jobs) {
      const queue = {
        name: job.name,
        // one run active and one waiting at most: a slow run is never overlapped by the next slot's
        policy: "stately" as const,
        // a failed run is retried by the next slot's run, not at once
        retryLimit: 0,
        expireInSeconds: job.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
      };
      await boss.createQueue(job.name, queue);
      await boss.updateQueue(job.name, queue);
    }
    // (explicitly: on the embedded database the session, and so the lock, outlives the connection)
    if (embedded) await client.query("SELECT pg_advisory_unlock($1::bigint)", [QUEUES_LOCK_KEY]);
    else await client.query("COMMIT");
  } finally {
    await client.end(); // ends the session or the transaction, and the lock with it, if a query failed above
  }
}

/**
 * Starts pg-boss with a worker and a slot timer per enabled job (everySeconds > 0) and proposes
 * each job's current slot at once. Without an enabled job nothing starts (no pool, no timer):
 * null.
 */
export async function startJobQueue(opts: JobQueueOptions): Promise<JobQueue | null> {
  const jobs = opts.jobs.filter((j) => j.everySeconds > 0);
  if (jobs.length === 0) return null;
  const longest = Math.max(...jobs.map((j) => j.everySeconds));
  // pg-boss hands these to its pg.Pool (whose options its types do not all list)
  const pool: PgBoss.DatabaseOptions & { connectionTimeoutMillis: number } = {
    connectionString: opts.connectionString,
    max: opts.poolSize ?? 2,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
    application_name: "velvet-jobs",
  };
  const boss = new PgBoss({
    ...pool,
    schema: opts.schema ?? JOBS_SCHEMA,
    // pg-boss's own cron has one-minute granularity; the slots below are ours
    schedule: false,
    // a slot's row must outlive the slot: while it is in the job table, its unique key refuses a
    // second run of that slot (archived rows are no longer checked)
    archiveCompletedAfterSeconds: Math.max(12 * 60 * 60, 2 * longest),
  });
  // pg-boss reports pool and upkeep failures as events; unhandled, an "error" event would throw
  boss.on("error", (err) => log.warn({ err }, "job queue error"));
  await boss.start();

  await createQueues(boss, pool, jobs);
  const workers = new Map<string, string>();
  for (const job of jobs) {
    const pollingIntervalSeconds = opts.pollingSeconds ?? Math.min(10, Math.max(0.5, job.everySeconds / 2));
    const id = await boss.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, async () => {
      const now = new Date();
      const t0 = performance.now();
      try {
        const result = await job.run(now);
        log.debug({ job: job.name, ms: Math.round(performance.now() - t0), result }, "background job ran");
      } catch (err) {
        log.warn({ err, job: job.name }, "background job failed; the next run retries it");
        throw err; // pg-boss records the run as failed
      }
    });
    workers.set(job.name, id);
  }

  const propose = async (name: string): Promise<boolean> => {
    const job = jobs.find((j) => j.name === name);
    if (!job) throw new Error(`no enabled job named ${name}`);
    const id = await boss.send(job.name, {}, { singletonSeconds: job.everySeconds });
    // this instance made the slot's run: its worker takes it now rather than at its next poll
    if (id) boss.notifyWorker(workers.get(job.name)!);
    return id !== null;
  };

  let stopped = false;
  const timers = new Map<string, NodeJS.Timeout>();
  const proposeLogged = (job: Job) =>
    propose(job.name).catch((err: unknown) => log.warn({ err, job: job.name }, "could not schedule a background job run; the next slot will"));
  const arm = (job: Job) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      void proposeLogged(job);
      arm(job);
    }, msUntilNextProposal(job.everySeconds, Date.now()));
    timer.unref();
    timers.set(job.name, timer);
  };
  for (const job of jobs) {
    void proposeLogged(job);
    arm(job);
  }
  log.info({ jobs: jobs.map((j) => ({ name: j.name, everySeconds: j.everySeconds })) }, "background jobs scheduled");

  return {
    propose,
    stop: async (graceMs = 4000) => {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      await boss.stop({ graceful: true, wait: true, timeout: graceMs });
      log.info("background jobs stopped");
    },
  };
}
