// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or, when it is unset, to
// the embedded database in DATA_DIR (through its running server, or one started for the occasion).
import { applyMigrations } from "../lib/db/migrate";
import { withDatabase } from "./lib/database";

withDatabase(({ url }) => applyMigrations(url)).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
