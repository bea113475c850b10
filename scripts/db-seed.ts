// `npm run db:seed`: writes the demo data once, under the same rule as `npm start`: into the
// embedded database of DATA_DIR (running or not), into a DATABASE_URL only with SEED_DEMO=1.
import { seedDemoIfWanted } from "./lib/demo-seed";
import { withDatabase } from "./lib/database";

const log = (m: string) => console.log(`[seed] ${m}`);

try {
  const seeded = await withDatabase((db) => seedDemoIfWanted(db, log));
  if (!seeded) log("nothing written");
} catch (err) {
  console.error(err);
  process.exit(1);
}
