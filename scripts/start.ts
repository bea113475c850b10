// `npm start`: the one command that runs the product. Builds when sources changed, serves the
// embedded PostgreSQL unless DATABASE_URL is given, migrates, seeds demo data on the first run
// of the embedded database (on a DATABASE_URL only with SEED_DEMO=1), then runs the Next app
// (and the realtime service when present) until Ctrl-C.
import path from "node:path";
import { buildIfStale } from "./lib/build-if-stale";
import { seedDemoIfWanted } from "./lib/demo-seed";
import { authSecret } from "./lib/secret";
import { embeddedDatabase, migrate, startApp } from "./lib/stack";
import { Supervisor } from "./lib/supervisor";

const log = (m: string) => console.log(`[launcher] ${m}`);

async function main(): Promise<void> {
  const sup = new Supervisor(log);
  sup.installSignalHandlers(0);

  const port = Number(process.env.PORT ?? 3000);
  const realtimePort = Number(process.env.REALTIME_PORT ?? 3001);
  const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
  const pgPort = Number(process.env.EMBEDDED_PG_PORT ?? 5433);

  try {
    await buildIfStale(sup, log);
    const external = !!process.env.DATABASE_URL;
    const databaseUrl = process.env.DATABASE_URL || (await embeddedDatabase(sup, dataDir, pgPort));
    if (sup.isStopping) return;
    await migrate(databaseUrl);
    process.env.DATA_DIR = dataDir; // the seed stores media where the app will read them
    await seedDemoIfWanted({ url: databaseUrl, external }, log);

    const secret = authSecret(dataDir);
    const appUrl = process.env.APP_URL ?? process.env.NEXTAUTH_URL ?? `http://localhost:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: secret,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? secret,
      NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? appUrl,
      APP_URL: appUrl,
      REALTIME_PORT: String(realtimePort),
    };
    const { realtime } = await startApp(sup, { port, realtimePort }, env);
    log(`ready: ${appUrl}${realtime ? ` (realtime on port ${realtimePort})` : ""}`);
  } catch (err) {
    if (sup.isStopping) return; // a child was stopped under us by Ctrl-C: not an error
    log(`start-up failed: ${err instanceof Error ? err.message : String(err)}`);
    await sup.shutdown(1);
  }
}

void main();
