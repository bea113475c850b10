// Applies prisma/migrations/*/migration.sql to a live PostgreSQL, standing in for
// `prisma migrate deploy` (whose native engine cannot be downloaded here). It keeps Prisma's
// own bookkeeping — the `_prisma_migrations` table, same columns, same sha256 checksum of the
// file — so the real CLI, where it exists, sees the same history and agrees.
import { createHash, randomUUID } from "node:crypto";
import pg from "pg";
import { readMigrations, MIGRATIONS_DIR, type MigrationOnDisk } from "./migrations-dir";

// Same DDL as the table Prisma's schema engine creates on PostgreSQL.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

// The advisory-lock key Prisma's engine itself uses, so our migrator and the CLI also
// exclude each other, not just two copies of this code.
const LOCK_KEY = 72707369;

type AppliedRow = { migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null };

export type MigrateLog = (message: string) => void;

/** Lowercase hex sha256 of the file's bytes: what Prisma stores in `checksum`. */
export function migrationChecksum(sql: string): string {
  return createHash("sha256").update(sql, "utf8").digest("hex");
}

/**
 * Applies every pending migration in name order, each in its own transaction together with
 * its `_prisma_migrations` row (so a failure leaves neither). Returns the names applied.
 * Throws on an edited (checksum mismatch) or failed earlier migration: silently continuing
 * would leave the database different from what the files describe.
 */
export async function applyMigrations(databaseUrl: string, log: MigrateLog = console.log): Promise<string[]> {
  const migrations = readMigrations();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    try {
      await client.query(CREATE_TABLE);
      const { rows } = await client.query<AppliedRow>(
        `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at`,
      );
      const pending = pendingMigrations(migrations, rows, log);
      for (const m of pending) await applyOne(client, m, log);
      if (pending.length === 0) log(`No pending migrations (${migrations.length} applied).`);
      return pending.map((m) => m.name);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

function pendingMigrations(onDisk: MigrationOnDisk[], rows: AppliedRow[], log: MigrateLog): MigrationOnDisk[] {
  // Rolled-back rows do not count as applied (Prisma re-applies those too).
  const live = rows.filter((r) => r.rolled_back_at === null);
  const failed = live.filter((r) => r.finished_at === null);
  if (failed.length > 0) {
    throw new Error(
      `Migration(s) ${failed.map((r) => r.migration_name).join(", ")} failed earlier and were never finished ` +
        `(Prisma error P3009). Fix the database by hand, then mark them rolled back.`,
    );
  }
  const applied = new Map(live.map((r) => [r.migration_name, r.checksum]));
  const known = new Set(onDisk.map((m) => m.name));
  for (const name of applied.keys()) {
    if (!known.has(name)) log(`warning: migration ${name} is applied in the database but missing from ${MIGRATIONS_DIR}`);
  }
  const pending: MigrationOnDisk[] = [];
  for (const m of onDisk) {
    const checksum = applied.get(m.name);
    if (checksum === undefined) pending.push(m);
    else if (checksum !== migrationChecksum(m.sql)) {
      throw new Error(
        `Checksum mismatch: prisma/migrations/${m.name}/migration.sql was edited after it was applied. ` +
          `Restore the file and put the change in a new migration (npm run db:migration:create).`,
      );
    }
  }
  return pending;
}

async function applyOne(client: pg.Client, m: MigrationOnDisk, log: MigrateLog): Promise<void> {
  log(`Applying migration ${m.name}`);
  await client.query("BEGIN");
  try {
    // A migration file holds many statements: the simple query protocol (no parameters) runs them all.
    await client.query(m.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, started_at, applied_steps_count)
       VALUES ($1, $2, now(), $3, NULL, now(), 1)`,
      [randomUUID(), migrationChecksum(m.sql), m.name],
    );
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw new Error(`Migration ${m.name} failed and was rolled back: ${(err as Error).message}`, { cause: err });
  }
}
