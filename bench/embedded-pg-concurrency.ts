// Measures Prisma (adapter-pg pool) concurrency through the embedded pglite-server:
// N concurrent interactive transactions (a third rolled back) must leave exactly the
// committed rows, and concurrent simple reads give a latency figure.
// Run: npx tsx bench/embedded-pg-concurrency.ts   (EMBEDDED_PG_PORT, default 5503)
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { startEmbeddedPostgres } from "../lib/db/embedded";
import { applyMigrations } from "../lib/db/migrate";
import { PrismaClient } from "../lib/generated/prisma/client";

const dir = mkdtempSync(path.join(os.tmpdir(), "velvet-bench-"));
const pg = await startEmbeddedPostgres({ dataDir: dir, port: Number(process.env.EMBEDDED_PG_PORT ?? 5503), log: () => {} });
try {
  await applyMigrations(pg.url, () => {});
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: pg.url, max: 8 }) });
  const N = 30;
  const results = await Promise.allSettled(
    Array.from({ length: N }, (_, i) =>
      prisma.$transaction(async (tx) => {
        await tx.appMeta.create({ data: { key: `k${i}`, value: String(i) } });
        await tx.appMeta.findMany({ where: { key: { startsWith: "k" } } });
        if (i % 3 === 0) throw new Error("rollback");
      }),
    ),
  );
  const committed = results.filter((r) => r.status === "fulfilled").length;
  const errors = new Set(results.flatMap((r) => (r.status === "rejected" && r.reason?.message !== "rollback" ? [String(r.reason?.message).slice(0, 200)] : [])));
  if (errors.size) console.log("unexpected errors:", [...errors]);
  const rows = await prisma.appMeta.count({ where: { key: { startsWith: "k" } } });
  console.log(`transactions: ${N}, committed ${committed}, rows ${rows} -> ${rows === committed ? "consistent" : "INCONSISTENT"}`);
  const t0 = performance.now();
  const reads = 2000;
  for (let b = 0; b < reads / 20; b++) {
    await Promise.all(Array.from({ length: 20 }, () => prisma.appMeta.findUnique({ where: { key: "k1" } })));
  }
  const ms = performance.now() - t0;
  console.log(`reads: ${reads} indexed reads, 20 concurrent: ${(ms / reads).toFixed(2)} ms each, ${Math.round((reads / ms) * 1000)}/s`);
  await prisma.$disconnect();
} finally {
  await pg.stop();
  rmSync(dir, { recursive: true, force: true });
}
