import pg from "pg";
import type PgBoss from "pg-boss";

// What every user of the pg-boss queue shares (lib/jobs: timed jobs; lib/queue/media.ts and
// scripts/worker.ts: media jobs): its PostgreSQL schema, and the one way queues are created.

export const JOBS_SCHEMA = "pgboss";

/** A queue and its settings (brought to these settings each time it is created). */
export type QueueSpec = PgBoss.Queue & { name: string };

/** pg advisory lock key under which instances create or update the queues (any constant bigint private to this). */
const QUEUES_LOCK_KEY = 7_243_110_502;

/**
 * Creates each queue (or brings an existing one to today's settings), one instance at a
 * time: two instances creating a new queue at once deadlock in pg-boss's create_queue (each
 * waits for the other's queue row while attaching its partition; seen in tests/api/jobs-queue.test.ts).
 * On a PostgreSQL server the lock is transaction-level, held by this connection's open transaction:
 * through a transaction-mode pooler (PgBouncer) a session-level lock would stay on whichever server
 * connection took it, and block the next instance's start-up for good. On the embedded database
 * (one session) it is session-level, a no-op there and not needed (its transactions never run at
 * once), because an open transaction there would hold back pg-boss's statements on the other
 * connections until it ends.
 */
export async function createQueues(boss: PgBoss, pool: PgBoss.DatabaseOptions, queues: readonly QueueSpec[]): Promise<void> {
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
    for (const queue of queues) {
      await boss.createQueue(queue.name, queue);
      await boss.updateQueue(queue.name, queue);
    }
    // (explicitly: on the embedded database the session, and so the lock, outlives the connection)
    if (embedded) await client.query("SELECT pg_advisory_unlock($1::bigint)", [QUEUES_LOCK_KEY]);
    else await client.query("COMMIT");
  } finally {
    await client.end(); // ends the session, and the lock or the transaction if a query failed above
  }
}
