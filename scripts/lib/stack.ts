// The pieces shared by the launcher and the test runners: a database, migrations, and the
// Next app (plus the realtime service once realtime/server.ts exists) as supervised children.
import { existsSync } from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres } from "../../lib/db/embedded";
import { applyMigrations } from "../../lib/db/migrate";
import { applyEmbeddedClientSettings } from "./database";
import { appNodeOptions } from "./node-flags";
import { webCommand } from "./web-command";
import { waitForHttp } from "./ports";
import type { Supervisor } from "./supervisor";

export const REALTIME_ENTRY = path.join("realtime", "server.ts");
export const WORKER_ENTRY = path.join("scripts", "worker.ts");

/**
 * Starts the embedded PostgreSQL under `sup` (stopped after the children) and returns its URL,
 * password included (children get it through DATABASE_URL).
 */
export async function embeddedDatabase(sup: Supervisor, dataDir: string, port: number): Promise<string> {
  const pg = await startEmbeddedPostgres({
    dataDir,
    port,
    maxConnections: Number(process.env.EMBEDDED_PG_MAX_CONNECTIONS ?? 50),
  });
  applyEmbeddedClientSettings(); // inherited by the app and realtime children
  sup.onCleanup(async () => {
    console.log("[db] stopping the embedded PostgreSQL");
    await pg.stop();
  });
  return pg.url;
}

export async function migrate(url: string): Promise<void> {
  await applyMigrations(url, (m) => console.log(`[migrate] ${m}`));
}

export type AppPorts = { port: number; realtimePort: number };

/** Stops and starts the realtime service on its port (tests of reconnection). */
export type RealtimeControl = { stop: () => Promise<void>; start: () => Promise<void> };

/** Kills (SIGKILL, as a crash would) and starts again the media worker (tests of a job killed half-way). */
export type WorkerControl = { kill: () => Promise<void>; start: () => Promise<void> };

/**
 * Starts the web app (scripts/serve.ts), the media worker (scripts/worker.ts) and the realtime
 * service if its file exists, and resolves once the app answers HTTP. Returns whether the
 * realtime service was started, and handles to stop and restart it and the worker.
 */
export async function startApp(
  sup: Supervisor,
  ports: AppPorts,
  env: NodeJS.ProcessEnv,
): Promise<{ realtime: boolean; realtimeControl: RealtimeControl | null; workerControl: WorkerControl }> {
  const web = webCommand();
  const next = sup.spawn("next", web.command, web.args, {
    env: { ...env, PORT: String(ports.port), NODE_OPTIONS: appNodeOptions(env.NODE_OPTIONS) },
    longRunning: true,
  });
  const realtime = existsSync(REALTIME_ENTRY);
  // `node --import tsx` is `tsx` without its extra wrapper process.
  const spawnRealtime = () =>
    sup.spawn("realtime", process.execPath, ["--import", "tsx", REALTIME_ENTRY], {
      env: { ...env, PORT: String(ports.realtimePort), REALTIME_PORT: String(ports.realtimePort) },
      longRunning: true,
    });
  let rt = realtime ? spawnRealtime() : null;
  // the media worker (scripts/worker.ts): processing and deletion jobs of the pg-boss queue
  const spawnWorker = () => sup.spawn("worker", process.execPath, ["--import", "tsx", WORKER_ENTRY], { env, longRunning: true });
  let worker: ReturnType<typeof spawnWorker> | null = spawnWorker();
  const realtimeDead = () => rt !== null && (rt.exitCode !== null || rt.signalCode !== null);
  const workerDead = () => worker !== null && (worker.exitCode !== null || worker.signalCode !== null);
  const dead = () => next.exitCode !== null || next.signalCode !== null || realtimeDead() || workerDead();
  await waitForHttp(`http://127.0.0.1:${ports.port}/api/health`, 60_000, dead);
  const realtimeControl: RealtimeControl | null = realtime
    ? {
        stop: async () => {
          if (rt) await sup.stopChild(rt);
          rt = null;
        },
        start: async () => {
          if (rt) return;
          rt = spawnRealtime();
          await waitForHttp(`http://127.0.0.1:${ports.realtimePort}/health`, 30_000, realtimeDead);
        },
      }
    : null;
  const workerControl: WorkerControl = {
    kill: async () => {
      if (!worker) return;
      const w = worker;
      worker = null;
      await sup.stopChild(w, 0, "SIGKILL");
    },
    start: async () => {
      worker ??= spawnWorker();
    },
  };
  return { realtime, realtimeControl, workerControl };
}
