// Reads prisma/migrations in Prisma's standard layout. Shared by the migration creator
// (which replays them in a shadow database) and the migrator (which applies them).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "prisma", "migrations");
export const LOCK_FILE = "migration_lock.toml";

export type MigrationOnDisk = { name: string; sql: string };

/** Migration folders sorted by name (their timestamp prefix), as `prisma migrate` orders them. */
export function readMigrations(dir = MIGRATIONS_DIR): MigrationOnDisk[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .filter((name) => existsSync(path.join(dir, name, "migration.sql")))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name, "migration.sql"), "utf8") }));
}
