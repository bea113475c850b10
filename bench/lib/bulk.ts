// Bulk-load helper (PostgreSQL manual, "Populating a Database"): secondary indexes and foreign
// keys of the bulk tables are dropped while they are empty and re-created afterwards. Re-creating
// them validates every row (unique indexes re-check uniqueness, ADD CONSTRAINT re-checks every
// reference), so the end state is exactly the schema's, fully checked. Primary keys stay.
import type pg from "pg";

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
  for (const fk of fks.rows) await db.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT "${fk.name}"`);
  for (const i of idx.rows) await db.query(`DROP INDEX "${i.name}"`);
  return { indexes: idx.rows, fks: fks.rows };
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
}
