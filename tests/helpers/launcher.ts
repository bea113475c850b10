// Runs the real `npm start` launcher (scripts/start.ts) in a child process for tests of what it
// does to a database at start-up. The app build is the one the test runner made.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createAdminCommand } from "../../scripts/lib/admin-command";
import { freePort } from "../../scripts/lib/ports";

export type Launcher = {
  baseUrl: string;
  /** everything the launcher printed so far */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * The test runner's own settings, which must not leak into a launcher under test (with REDIS_URL
 * its app would share rate limits and realtime channels with the app under test).
 */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key.startsWith("TEST_") || key.startsWith("VITEST") || key === "DATABASE_URL" || key === "AUTH_SECRET" ||
      key === "NEXTAUTH_SECRET" || key === "NEXTAUTH_URL" || key === "APP_URL" || key === "SEED_DEMO" ||
      key === "DATABASE_STATEMENT_CACHE" || key === "PORT" || key === "REALTIME_PORT" || key === "EMBEDDED_PG_PORT" ||
      key === "REDIS_URL" || key === "DATA_DIR") {
      delete env[key];
    }
  }
  return env;
}

function collect(child: ChildProcess): () => string {
  let out = "";
  child.stdout?.setEncoding("utf8").on("data", (c: string) => (out += c));
  child.stderr?.setEncoding("utf8").on("data", (c: string) => (out += c));
  return () => out;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Starts `npm start` with `env` (DATA_DIR, DATABASE_URL, SEED_DEMO, ...) and waits for "ready". */
export async function startLauncher(env: Record<string, string>, timeoutMs = 240_000): Promise<Launcher> {
  const [port, realtimePort, pgPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, ["--import", "tsx", path.join("scripts", "start.ts")], {
    env: {
      ...cleanEnv(),
      PORT: String(port),
      REALTIME_PORT: String(realtimePort),
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group: stopped as a whole below
  });
  const output = collect(child);
  const stop = async () => {
    if (exited(child)) return;
    const done = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGINT"); // the launcher stops the app, then the database, then exits
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }, 30_000);
    await done;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  while (!/\[launcher\] ready: /.test(output())) {
    if (exited(child) || Date.now() > deadline) {
      await stop();
      throw new Error(`the launcher did not get ready:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl: `http://127.0.0.1:${port}`, output, stop };
}

/** Runs `npm run admin:create` with `env` (DATA_DIR or DATABASE_URL); resolves with its exit code and output. */
export function runAdminCreate(
  admin: { username: string; password: string },
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const [cmd, args] = createAdminCommand(admin);
  const child = spawn(cmd, args, { env: { ...cleanEnv(), ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const output = collect(child);
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output: output() })));
}

/** Runs `npm run db:seed` with `env`. */
export function runDbSeed(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("scripts", "db-seed.ts")], {
    env: { ...cleanEnv(), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = collect(child);
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output: output() })));
}

/** POST {base}{path} with a JSON body; the status. */
export async function postStatus(base: string, path: string, body: unknown): Promise<number> {
  const res = await fetch(new URL(path, base), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await res.body?.cancel();
  return res.status;
}
