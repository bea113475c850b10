import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedPg } from "@/lib/db/embedded";
import { freePort } from "../../scripts/lib/ports";

// The embedded database (no DATABASE_URL) is one PGlite session behind many sockets. Concurrent
// clients must each get their own query's answer: extended-protocol queries of different
// connections (Parse, Bind, Execute, Sync) must not interleave (lib/db/embedded-server.mjs).

describe("embedded PostgreSQL under concurrent clients", () => {
  let db: EmbeddedPg;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "velvet-embedded-"));
    db = await startEmbeddedPostgres({ dataDir: dir, port: await freePort(), maxConnections: 20, log: () => undefined });
  }, 120_000);

  afterAll(async () => {
    await db?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers every connection its own query, with parameters of different shapes, and keeps transactions apart", async () => {
    const clients = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const c = new pg.Client({ connectionString: db.url });
        await c.connect();
        return c;
      }),
    );
    try {
      await clients[0]!.query("CREATE TABLE t (id int PRIMARY KEY, v text)");
      const work = clients.map(async (c, n) => {
        for (let i = 0; i < 40; i++) {
          // different numbers of parameters per client: a Bind applied to another client's Parse fails
          const params = Array.from({ length: (n % 4) + 1 }, (_, k) => n * 1000 + i * 10 + k);
          const sql = `SELECT ${params.map((_, k) => `$${k + 1}::int`).join(" + ")} AS s, $1::int AS first`;
          const r = await c.query(sql, params);
          expect(r.rows[0]).toEqual({ s: params.reduce((a, b) => a + b, 0), first: params[0] });
        }
        // a transaction sees its own uncommitted row; the others never see it before the commit
        await c.query("BEGIN");
        await c.query("INSERT INTO t (id, v) VALUES ($1, $2)", [n, `client ${n}`]);
        const own = await c.query("SELECT v FROM t WHERE id = $1", [n]);
        expect(own.rows).toEqual([{ v: `client ${n}` }]);
        await c.query("COMMIT");
      });
      await Promise.all(work);
      const all = await clients[0]!.query("SELECT count(*)::int AS n FROM t");
      expect(all.rows[0]).toEqual({ n: clients.length });
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  }, 120_000);
});
