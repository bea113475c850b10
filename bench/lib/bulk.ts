// Bulk-load helper (PostgreSQL manual, "Populating a Database"): secondary indexes and foreign
// keys of the bulk tables are dropped while they are empty and re-created afterwards. Re-creating
// them validates every row (unique indexes re-check uniqueness, ADD CONSTRAINT re-checks every
// reference), so the end state is exactly the schema's, fully checked. Primary keys stay.
// What was dropped is first saved in AppMeta (`bench_deferred`), so a run that is killed half-way
// does not leave the next run with a schema that has lost its indexes: `restorePending` puts them
// back before anything else.
import type pg from "pg";

const PENDING_KEY = "bench_deferred";

export type Deferred = { indexes: Array<{ name: string; def: string }>; fks: Array<{ table: string; name: string; def: string }> };

export async function dropSecondary(db: pg.Client, tables: string[]): Promise<Deferred> {
  const fks = await db.query<{ table: string; name: string; def: string }>(
    `SELECT c.conrelid::regclass::text AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS def
     FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE c.contype = 'f' AND n.nspname = current_schema() AND t.relname = ANY($1)`,
    [tables],
  );
  const idx = await db.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.contype = 'p')`,
    [tables],
  );
  const deferred: Deferred = { indexes: idx.rows, fks: fks.rows };
  await db.query(
    `INSERT INTO "AppMeta" ("key", "value", "updatedAt") VALUES ($1, $2, now())
     ON CONFLICT ("key") DO UPDATE SET "value" = EXCLUDED."value", "updatedAt" = now()`,
    [PENDING_KEY, JSON.stringify(deferred)],
  );
  for (const fk of fks.rows) await db.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT "${fk.name}"`);
  for (const i of idx.rows) await db.query(`DROP INDEX "${i.name}"`);
  return deferred;
}

/** Indexes and foreign keys an interrupted run dropped and never restored, put back (none: nothing to do). */
export async function restorePending(db: pg.Client, log: (m: string) => void): Promise<void> {
  const { rows } = await db.query<{ value: string }>(`SELECT "value" FROM "AppMeta" WHERE "key" = $1`, [PENDING_KEY]);
  if (!rows[0]) return;
  log("restoring the indexes and foreign keys an interrupted run dropped");
  const d = JSON.parse(rows[0].value) as Deferred;
  const present = await db.query<{ name: string }>(
    `SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()
     UNION ALL SELECT conname FROM pg_constraint WHERE contype = 'f'`,
  );
  const have = new Set(present.rows.map((r) => r.name));
  await restore(db, { indexes: d.indexes.filter((i) => !have.has(i.name)), fks: d.fks.filter((f) => !have.has(f.name)) }, log);
  await db.query(`DELETE FROM "AppMeta" WHERE "key" = $1`, [PENDING_KEY]);
}

export async function restore(db: pg.Client, d: Deferred, log: (m: string) => void): Promise<void> {
  for (const i of d.indexes) {
    const t0 = performance.now();
    await db.query(i.def);
    log(`  index ${i.name} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  for (const fk of d.fks) {
    const t0 = performance.now();
    await db.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT "${fk.name}" ${fk.def}`);
    log(`  foreign key ${fk.name} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  await db.query(`DELETE FROM "AppMeta" WHERE "key" = $1`, [PENDING_KEY]);
}
