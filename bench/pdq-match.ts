// `npm run bench:pdq`: known-abuse matching with a million listed PDQ hashes (issue 24, point 8;
// decision 070). Against DATABASE_URL (a real PostgreSQL on loopback; the database is created and
// migrated if needed):
//   1. fills a hash list "bench-random" with BENCH_PDQ_HASHES (default 1,000,000) random hashes,
//      indexed by lib/hash-lists/slots.ts (the GIN index is dropped during the fill and rebuilt,
//      as the PostgreSQL manual advises for bulk loads); kept between runs;
//   2. times the SQL lookup (lib/hash-lists/match.ts closestListedInSql: what a process runs before
//      its in-memory index is loaded), then loads the in-memory index (time, RSS added) and times the
//      lookup uploads run (closestListed: a catch-up statement + the walk in memory); each for needles
//      with no match (the usual upload) and needles 0-31 bits from a listed hash (each must be found);
//   3. times the whole check of a photo: PDQ hash of a 1.3 MP JPEG (lib/media/pdq.ts) + the lookup.
// Prints p50/p95/p99/max in ms and writes bench/output/pdq-match-<timestamp>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { applyMigrations } from "../lib/db/migrate";
import { assertLoopback, assertRealPostgres, benchDatabaseUrl, connect, ensureDatabase } from "./lib/db";
import { dropSecondary, restore } from "./lib/bulk";
import { fmt, summarize } from "./lib/stats";

const TARGET = Number(process.env.BENCH_PDQ_HASHES ?? 1_000_000);
const MISSES = Number(process.env.BENCH_PDQ_QUERIES ?? 300);
const HITS = 64;
const BATCH = 20_000;
const LIST = "bench-random";
const PHOTO = path.resolve(import.meta.dirname, "../tests/fixtures/pdq/bridge-1-original.jpg");

const randomHex = () => randomBytes(32).toString("hex");
function flipBits(hex: string, n: number): string {
  const bytes = Buffer.from(hex, "hex");
  const bits = new Set<number>();
  while (bits.size < n) bits.add(Math.floor(Math.random() * 256));
  for (const b of bits) bytes[b >> 3]! ^= 1 << (b & 7);
  return bytes.toString("hex");
}

async function main() {
  const url = benchDatabaseUrl();
  assertLoopback(url);
  await ensureDatabase(url);
  const db = await connect(url);
  console.log(await assertRealPostgres(db));
  await applyMigrations(url, (m) => console.log(`[migrate] ${m}`));
  // lib/db reads DATABASE_URL: the lookups below run through the app's own Prisma + Kysely path
  const { slotKeys } = await import("../lib/hash-lists/slots");
  const { closestListed, closestListedInSql } = await import("../lib/hash-lists/match");
  const { loadHashListsInMemory } = await import("../lib/hash-lists/memory-index");
  const { pdqHash } = await import("../lib/media/pdq");
  const { prisma } = await import("../lib/db");

  const list = await prisma.hashList.upsert({ where: { name: LIST }, create: { name: LIST, source: "bench", reason: "illegal" }, update: {}, select: { id: true } });
  const have = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM "ListedHash" WHERE "listId" = $1`, [list.id])).rows[0]!.n);
  let fillSeconds: number | null = null;
  if (have < TARGET) {
    console.log(`filling ${(TARGET - have).toLocaleString("en")} random hashes (have ${have.toLocaleString("en")})`);
    const t0 = performance.now();
    const deferred = await dropSecondary(db, ["ListedHash"]);
    for (let done = have; done < TARGET; done += BATCH) {
      const n = Math.min(BATCH, TARGET - done);
      const hashes = Array.from({ length: n }, randomHex);
      await db.query(
        `INSERT INTO "ListedHash" ("listId", "hash", "slots")
         SELECT $1, decode(h, 'hex'), s::int[] FROM unnest($2::text[], $3::text[]) AS t(h, s)
         ON CONFLICT DO NOTHING`,
        [list.id, hashes, hashes.map((h) => `{${slotKeys(h).join(",")}}`)],
      );
      if ((done / BATCH) % 10 === 0) process.stdout.write(`  ${(done + n).toLocaleString("en")}\r`);
    }
    console.log("\nrebuilding indexes");
    await restore(db, deferred, console.log);
    await db.query(`VACUUM ANALYZE "ListedHash"`);
    fillSeconds = (performance.now() - t0) / 1000;
    console.log(`filled in ${fmt(fillSeconds)} s`);
  }
  const total = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM "ListedHash"`)).rows[0]!.n);
  const size = (await db.query<{ t: string; i: string }>(`SELECT pg_size_pretty(pg_table_size('"ListedHash"')) AS t, pg_size_pretty(pg_indexes_size('"ListedHash"')) AS i`)).rows[0]!;
  console.log(`${total.toLocaleString("en")} listed hashes; table ${size.t}, indexes ${size.i}`);

  const sample = (await db.query<{ h: string }>(`SELECT encode("hash", 'hex') AS h FROM "ListedHash" WHERE "listId" = $1 ORDER BY random() LIMIT ${HITS}`, [list.id])).rows.map((r) => r.h);
  type Lookup = (hex: string) => Promise<{ distance: number } | null>;
  async function measure(lookup: Lookup) {
    // warm-up (the first statements are prepared, index pages read)
    for (let i = 0; i < 20; i++) await lookup(randomHex());
    const miss: number[] = [];
    for (let i = 0; i < MISSES; i++) {
      const t0 = performance.now();
      const found = await lookup(randomHex());
      miss.push(performance.now() - t0);
      if (found) console.log(`  (a random needle matched at distance ${found.distance}: expected about never)`);
    }
    const hit: number[] = [];
    let missed = 0;
    for (const [i, listed] of sample.entries()) {
      const bits = i % 32;
      const t0 = performance.now();
      const found = await lookup(flipBits(listed, bits));
      hit.push(performance.now() - t0);
      if (!found || found.distance > bits) missed++;
    }
    return { miss: summarize(miss), hit: summarize(hit), missed };
  }

  // the floor under this machine's load: one trivial statement through the same client
  const floor: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    await prisma.$queryRaw`SELECT 1`;
    floor.push(performance.now() - t0);
  }
  const inSql = await measure((hex) => closestListedInSql(hex));
  const rssBefore = process.memoryUsage().rss;
  const t0 = performance.now();
  const loadedCount = await loadHashListsInMemory();
  const loadSeconds = (performance.now() - t0) / 1000;
  const rssAdded = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
  console.log(`in-memory index: ${loadedCount.toLocaleString("en")} hashes loaded in ${fmt(loadSeconds)} s, RSS +${fmt(rssAdded, 0)} MB`);
  const inMemory = await measure((hex) => closestListed(hex));

  const photo: number[] = [];
  const hashOnly: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    const { hash } = await pdqHash(PHOTO);
    const t1 = performance.now();
    await closestListed(hash);
    hashOnly.push(t1 - t0);
    photo.push(performance.now() - t0);
  }

  // the plan of the SQL lookup as closestListedInSql runs it (sequential scans off: see there)
  await db.query("SET enable_seqscan = off");
  const plan = (
    await db.query<{ "QUERY PLAN": string }>(
      `EXPLAIN (ANALYZE, BUFFERS) SELECT h."listId", bit_count(('x' || encode(h."hash", 'hex'))::bit(256) # ('x' || $1)::bit(256))::int AS d
       FROM "ListedHash" h WHERE h."slots" && $2::int[]`,
      [randomHex(), `{${(await import("../lib/hash-lists/slots")).probeKeys(randomHex(), 31).join(",")}}`],
    )
  ).rows.map((r) => r["QUERY PLAN"]);

  const rows = { selectOne: summarize(floor), sqlMiss: inSql.miss, sqlHit: inSql.hit, memoryMiss: inMemory.miss, memoryHit: inMemory.hit, hashPhoto: summarize(hashOnly), photo: summarize(photo) };
  console.log(`\n${"ms".padEnd(52)}   p50     p95     p99     max`);
  const line = (label: string, x: ReturnType<typeof summarize>) => console.log(`${label.padEnd(52)} ${[x.p50, x.p95, x.p99, x.max].map((n) => fmt(n, 2).padStart(7)).join(" ")}`);
  line("SELECT 1 through Prisma (the machine's floor)", rows.selectOne);
  line(`SQL lookup, no match (${MISSES} random needles)`, rows.sqlMiss);
  line(`SQL lookup, match 0-31 bits away (${HITS})`, rows.sqlHit);
  line(`in-memory lookup + catch-up, no match (${MISSES})`, rows.memoryMiss);
  line(`in-memory lookup + catch-up, match 0-31 bits (${HITS})`, rows.memoryHit);
  line("PDQ hash of a 1.3 MP JPEG", rows.hashPhoto);
  line("photo: hash + lookup (in memory)", rows.photo);
  const missed = inSql.missed + inMemory.missed;
  console.log(`matches found: SQL ${HITS - inSql.missed}/${HITS}, in memory ${HITS - inMemory.missed}/${HITS}${missed ? "  FAIL" : ""}`);
  if (loadedCount !== total) console.log(`in-memory index holds ${loadedCount.toLocaleString("en")} of ${total.toLocaleString("en")} hashes  FAIL`);
  const verdict = rows.memoryMiss.p95 < 50 && rows.memoryHit.p95 < 50 && missed === 0 && loadedCount === total;
  console.log(`target: lookup p95 < 50 ms with ${total.toLocaleString("en")} hashes (in memory, as uploads run): ${verdict ? "PASS" : "FAIL"}`);
  console.log("\nplan of one lookup (random needle):\n" + plan.join("\n"));

  mkdirSync(path.resolve(import.meta.dirname, "output"), { recursive: true });
  const out = path.resolve(import.meta.dirname, "output", `pdq-match-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(out, JSON.stringify({ total, fillSeconds, size, loadSeconds, rssAddedMB: rssAdded, ...rows, missedSql: inSql.missed, missedMemory: inMemory.missed, plan }, null, 2));
  console.log(`\nresults: ${path.relative(process.cwd(), out)}`);
  await db.end();
  await prisma.$disconnect();
  process.exitCode = verdict ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
