// How a one-off command (admin:create, db:seed, db:migrate) reaches the project's database.
import path from "node:path";
import { runningEmbeddedUrl, startEmbeddedPostgres } from "../../lib/db/embedded";
import { applyMigrations } from "../../lib/db/migrate";
import { freePort } from "./ports";

/**
 * Settings of every process that uses the embedded database. PGlite is one session behind many
 * sockets: named prepared statements of different connections would collide there, so clients
 * run without the statement cache.
 */
export function applyEmbeddedClientSettings(): void {
  process.env.DATABASE_STATEMENT_CACHE = "false";
}

export type DatabaseTarget = { url: string; external: boolean };

/**
 * Runs `fn` with the database: DATABASE_URL when set (external); otherwise the embedded
 * database of DATA_DIR, through its running server when `npm start` (or another command) holds
 * the data directory, else through a server started for the duration of `fn` on a free port
 * (pending migrations applied first, so a brand-new DATA_DIR works too).
 */
export async function withDatabase<T>(fn: (db: DatabaseTarget) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return fn({ url: process.env.DATABASE_URL, external: true });
  const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
  applyEmbeddedClientSettings();
  const running = runningEmbeddedUrl(dataDir);
  if (running) return fn({ url: running, external: false });
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: () => undefined });
  try {
    await applyMigrations(pg.url, (m) => console.log(`[migrate] ${m}`));
    return await fn({ url: pg.url, external: false });
  } finally {
    await pg.stop();
  }
}
