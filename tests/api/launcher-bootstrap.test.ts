import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { runningEmbeddedUrl, startEmbeddedPostgres } from "@/lib/db/embedded";
import { freePort } from "../../scripts/lib/ports";
import { postStatus, runAdminCreate, runDbSeed, startLauncher, type Launcher } from "../helpers/launcher";

// What `npm start` writes into a database at start-up (issue 16): demo accounts never reach a
// database given by DATABASE_URL unless SEED_DEMO=1; on the embedded default the demo members
// keep the published password but the admin does not: it gets a random one, printed once and
// stored only as a hash. `npm run admin:create` works on the embedded default, running or not.
// These start the real launcher (real processes, real databases): each takes tens of seconds.

const PUBLISHED = "Password123!";
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Every file under `dir` that contains `needle` (the data directory must hold no password in clear). */
function filesContaining(dir: string, needle: string): string[] {
  const found: string[] = [];
  const bytes = Buffer.from(needle);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || statSync(file).size > 256 * 1024 * 1024) continue;
    if (readFileSync(file).includes(bytes)) found.push(path.relative(dir, file));
  }
  return found;
}

describe("npm start with DATABASE_URL (a database of the operator's)", () => {
  it("writes no account into a fresh database without SEED_DEMO=1, and neither does db:seed", async () => {
    // Any DATABASE_URL is the operator's database to the launcher; here a fresh server of our own.
    const dir = tempDir("velvet-external-");
    const external = await startEmbeddedPostgres({ dataDir: dir, port: await freePort(), log: () => undefined });
    let launcher: Launcher | undefined;
    try {
      const env = { DATABASE_URL: external.url, DATABASE_STATEMENT_CACHE: "false", DATA_DIR: tempDir("velvet-external-data-") };
      launcher = await startLauncher(env);
      expect(await query(external.url, `SELECT username FROM "User"`)).toEqual([]);
      expect(await query(external.url, `SELECT key FROM "AppMeta" WHERE key = 'demo_seeded'`)).toEqual([]);
      expect(launcher.output()).toContain("no demo data (set SEED_DEMO=1 to add it)");
      expect(launcher.output()).not.toMatch(/password:/);
      expect(await postStatus(launcher.baseUrl, "/api/auth/login", { username: "admin", password: PUBLISHED })).toBe(401);

      const seed = await runDbSeed(env);
      expect(seed.code).toBe(0);
      expect(seed.output).toContain("nothing written");
      expect(await query(external.url, `SELECT username FROM "User"`)).toEqual([]);
    } finally {
      await launcher?.stop();
      await external.stop();
    }
  }, 300_000);
});

describe("npm start on the embedded default", () => {
  it("seeds the demo members, gives the admin a random password shown once, and admin:create works running or not", async () => {
    const dataDir = tempDir("velvet-embedded-start-");
    let launcher: Launcher | undefined = await startLauncher({ DATA_DIR: dataDir });
    try {
      const printed = /\[launcher\]\s+password: (\S+)/.exec(launcher.output())?.[1];
      expect(printed, launcher.output()).toBeTruthy();
      const password = printed!;
      expect(password).not.toBe(PUBLISHED);

      // The published password does not open the back office; the printed one does.
      expect(await postStatus(launcher.baseUrl, "/api/auth/login", { username: "admin", password: PUBLISHED })).toBe(401);
      expect(await postStatus(launcher.baseUrl, "/api/auth/login", { username: "admin", password })).toBe(200);
      // Demo members keep the published password.
      expect(await postStatus(launcher.baseUrl, "/api/users/login", { email: "omar@demo.velvet", password: PUBLISHED })).toBe(200);

      // Stored as a hash of the printed password, never of the published one, and nowhere in clear.
      const url = runningEmbeddedUrl(dataDir)!;
      const [admin] = await query<{ passwordHash: string; role: string }>(url, `SELECT "passwordHash", role FROM "User" WHERE username = 'admin'`);
      expect(admin!.role).toBe("ADMIN");
      expect(await verifyPassword(admin!.passwordHash, PUBLISHED)).toBe(false);
      expect(await verifyPassword(admin!.passwordHash, password)).toBe(true);
      expect(filesContaining(dataDir, password)).toEqual([]);

      // admin:create while the app runs: through the running embedded server, with its password.
      const running = await runAdminCreate({ username: "ops.running", password: "Running-admin-1" }, { DATA_DIR: dataDir });
      expect(running, running.output).toMatchObject({ code: 0 });
      expect(await postStatus(launcher.baseUrl, "/api/auth/login", { username: "ops.running", password: "Running-admin-1" })).toBe(200);

      await launcher.stop();
      launcher = undefined;

      // admin:create while nothing runs: starts the embedded server for its own duration.
      const stopped = await runAdminCreate({ username: "ops.stopped", password: "Stopped-admin-1" }, { DATA_DIR: dataDir });
      expect(stopped, stopped.output).toMatchObject({ code: 0 });
      expect(runningEmbeddedUrl(dataDir)).toBeNull(); // and leaves the data directory free

      // A second start seeds nothing and prints no password; every admin signs in.
      launcher = await startLauncher({ DATA_DIR: dataDir });
      expect(launcher.output()).not.toMatch(/password:/);
      expect(await postStatus(launcher.baseUrl, "/api/auth/login", { username: "ops.stopped", password: "Stopped-admin-1" })).toBe(200);
      expect(await postStatus(launcher.baseUrl, "/api/auth/login", { username: "admin", password })).toBe(200);
      expect(await postStatus(launcher.baseUrl, "/api/auth/login", { username: "admin", password: PUBLISHED })).toBe(401);
    } finally {
      await launcher?.stop();
    }
  }, 600_000);
});
