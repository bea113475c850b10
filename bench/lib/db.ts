// Shared by the bench scripts: the bench database URL, refusal of the embedded database,
// and a pg client with session settings for bulk work.
import pg from "pg";

export function benchDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error("DATABASE_URL is required (a real PostgreSQL, e.g. postgresql://postgres@127.0.0.1:5432/velvet_bench)");
  }
  return url;
}

/** Throws unless the server is a real PostgreSQL (the embedded PGlite one is WASM and single-user). */
export async function assertRealPostgres(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ v: string }>("SELECT version() AS v");
  const v = rows[0]?.v ?? "";
  if (/emscripten|wasm|pglite/i.test(v)) {
    throw new Error(`refusing to run against the embedded database (${v}); set DATABASE_URL to a real PostgreSQL`);
  }
  return v;
}

/** Only loopback servers: the bench never loads anything else. */
export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)) {
    throw new Error(`refusing to run against ${host}: bench targets must be on 127.0.0.1`);
  }
}

/** Creates the database of `url` on its server when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.replace(/^\//, ""));
  if (!name || !/^[a-zA-Z0-9_]+$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  u.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE "${name}"`);
      console.log(`created database ${name}`);
    }
  } finally {
    await admin.end();
  }
}

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
