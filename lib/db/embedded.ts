// The embedded PostgreSQL used when no DATABASE_URL is given: PGlite (PostgreSQL compiled
// to WASM) served over the PostgreSQL wire protocol by `pglite-server`, in a child process,
// from a data directory. Every other process (Next, realtime, migrations, tests) talks to it
// with ordinary `pg` / Prisma adapter-pg, exactly as to a real server. The server listens on
// 127.0.0.1 only and asks every connection for the password kept in <dataDir>/pg-password
// (generated on first start, mode 0600); the URLs built here carry it.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, ftruncateSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { secretFile } from "../secret-file";

export type EmbeddedPg = { url: string; pid: number; stop: () => Promise<void> };

export type EmbeddedOptions = {
  dataDir: string; // the PGlite cluster lives in <dataDir>/pg
  port: number;
  maxConnections?: number;
  log?: (line: string) => void; // receives the server's output, line by line
  startTimeoutMs?: number;
};


const USER = "postgres";

/** The file holding the embedded database's password (created with it, owner-only). */
export function embeddedPasswordFile(dataDir: string): string {
  return path.join(path.resolve(dataDir), "pg-password");
}

/** The connection URL of the embedded database of `dataDir` served on `port`, password included. */
export function embeddedUrl(dataDir: string, port: number): string {
  const password = encodeURIComponent(secretFile(embeddedPasswordFile(dataDir)));
  return `postgresql://${USER}:${password}@127.0.0.1:${port}/postgres`;
}

/**
 * The server script: PGlite behind pglite-socket, with its queue fixed so one connection's
 * extended-protocol cycle is never interleaved with another's (see embedded-server.mjs).
 */
function serverScript(): string {
  return fileURLToPath(new URL("./embedded-server.mjs", import.meta.url));
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no lock of its own and two processes writing one data directory corrupt it, so
 * we keep `<dataDir>/pg.lock` with the owner's and the server's pids. A lock whose processes
 * are all gone is stale (e.g. after kill -9) and is taken over.
 */
type LockHolder = { owner?: number; server?: number | null; port?: number };

function readLock(lockPath: string): LockHolder {
  try {
    return JSON.parse(readFileSync(lockPath, "utf8"));
  } catch {
    return {}; // missing or unreadable: nobody (an unreadable lock is treated as stale)
  }
}

const alivePids = (holder: LockHolder) => [holder.owner, holder.server].filter((p): p is number => !!p && pidAlive(p));

function acquireLock(lockPath: string, port: number): { setServerPid: (pid: number) => void; release: () => void } {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      const write = (serverPid?: number) => {
        ftruncateSync(fd);
        writeSync(fd, JSON.stringify({ owner: process.pid, server: serverPid ?? null, port }) + "\n", 0);
      };
      write();
      return {
        setServerPid: (pid) => write(pid),
        release: () => {
          closeSync(fd);
          rmSync(lockPath, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const alive = alivePids(readLock(lockPath));
      if (alive.length > 0) {
        throw new Error(
          `The embedded database in ${path.dirname(lockPath)} is already in use by process ${alive.join(", ")}. ` +
            `Stop that process, or use another DATA_DIR.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

/**
 * The URL of the embedded database of `dataDir` if a live process serves it right now (it holds
 * the lock), else null. Scripts such as admin:create connect there instead of opening the data
 * directory a second time.
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const holder = readLock(path.join(path.resolve(dataDir), "pg.lock"));
  if (alivePids(holder).length === 0) return null;
  if (!holder.port) throw new Error(`The embedded database in ${dataDir} is in use by an older process; stop it and try again.`);
  return embeddedUrl(dataDir, holder.port);
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

/** Polls with a real `SELECT 1` until the server answers (first start runs initdb: seconds). */
async function waitForConnections(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`pglite-server exited during start-up (code ${child.exitCode ?? child.signalCode})`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query("SELECT 1");
      await client.end();
      return;
    } catch (err) {
      lastError = err;
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`Embedded PostgreSQL did not accept connections within ${timeoutMs} ms: ${String(lastError)}`);
}

/** Sends SIGTERM (pglite-server then closes the database cleanly), SIGKILL after a grace period. */
function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedPg> {
  const log = opts.log ?? ((line: string) => console.log(`[pg] ${line}`));
  const dataDir = path.resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireLock(path.join(dataDir, "pg.lock"), opts.port);
  try {
    if (!(await portFree(opts.port))) {
      throw new Error(`Port ${opts.port} is busy: cannot start the embedded PostgreSQL there. Set EMBEDDED_PG_PORT to a free port.`);
    }
    const firstRun = !existsSync(path.join(dataDir, "pg", "PG_VERSION"));
    if (firstRun) log(`creating a new database cluster in ${path.join(dataDir, "pg")}`);
    const url = embeddedUrl(dataDir, opts.port); // creates the password file on first start
    const child = spawn(
      process.execPath,
      [serverScript(), `--db=${path.join(dataDir, "pg")}`, `--port=${opts.port}`,
        `--password-file=${embeddedPasswordFile(dataDir)}`, `--max-connections=${opts.maxConnections ?? 50}`],
      // Own process group: a terminal Ctrl-C reaches only the launcher, which stops the
      // database last, after the processes that use it.
      { stdio: ["ignore", "pipe", "pipe"], detached: true },
    );
    lock.setServerPid(child.pid!);
    forwardLines(child, log);
    try {
      await waitForConnections(url, child, opts.startTimeoutMs ?? 60_000);
    } catch (err) {
      await stopChild(child, 2000);
      throw err;
    }
    let stopping: Promise<void> | null = null;
    return {
      url,
      pid: child.pid!,
      stop: () =>
        (stopping ??= stopChild(child, 10_000).then(() => lock.release())),
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

function forwardLines(child: ChildProcess, log: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    let buf = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      buf += chunk;
      const lines = buf.split("\n");
      buf = lines.pop() ?? "";
      // One line per client connection is noise at our connection rates.
      for (const line of lines) if (line.trim() && !line.startsWith("Client connected")) log(line);
    });
  }
}
