// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or, when it is unset, to
// the embedded database in DATA_DIR (started for the occasion and stopped afterwards).
import { startEmbeddedPostgres } from "../lib/db/embedded";
import { applyMigrations } from "../lib/db/migrate";

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    await applyMigrations(url);
    return;
  }
  const pg = await startEmbeddedPostgres({
    dataDir: process.env.DATA_DIR ?? ".data",
    port: Number(process.env.EMBEDDED_PG_PORT ?? 5433),
  });
  try {
    await applyMigrations(pg.url);
  } finally {
    await pg.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
