import { sql } from "kysely";
import { prisma } from "@/lib/db";
import { kysely } from "@/lib/db/kysely";
import { log } from "@/lib/log";
import { PdqIndex } from "@/lib/hash-lists/pdq-index";

// Each app process keeps every listed hash in a PdqIndex (decision 070): a lookup is a walk in
// memory (well under a millisecond for a million hashes) instead of a GIN scan and some 4,000
// heap rows in PostgreSQL. PostgreSQL stays the truth:
//  - the first lookup starts loading the lists in the background (pages of 20,000 rows); until it
//    is done, lookups use the indexed SQL (lib/hash-lists/match.ts), so a fresh process is never wrong;
//  - before every lookup, one statement reads the hashes added since the last look: those of
//    transactions not yet finished at that look's snapshot (`tx` >= its xmin), so a hash added by
//    any instance is seen by every other one from its next lookup, even one committed late.
// Lists are append-only (nothing removes a listed hash), which is what makes this cache simple.

const PAGE = 20_000;

/** A list as a match reports it (lists are never renamed: no endpoint changes one). */
export type ListInfo = { id: string; name: string; reason: string };

type Loaded = {
  index: PdqIndex;
  /** lists by the index's tags */
  lists: ListInfo[];
  tagOf: Map<string, number>;
  /** the xmin of the last look's snapshot: rows with tx >= it may still appear */
  horizon: bigint;
  /** rows already indexed that the next look may return again (tx >= horizon), by id */
  recent: Map<string, bigint>;
};

type Row = { id: string; listId: string; hex: string; tx: string };

let loaded: Loaded | null = null;
let loading: Promise<void> | null = null;

/** Indexes rows, learning the name and reason of lists it has not seen (one statement for all of them). */
async function addRows(state: Loaded, rows: Row[]): Promise<void> {
  const unknown = [...new Set(rows.map((r) => r.listId).filter((id) => !state.tagOf.has(id)))];
  if (unknown.length) {
    const lists = await prisma.hashList.findMany({ where: { id: { in: unknown } }, select: { id: true, name: true, reason: true } });
    for (const l of lists) state.tagOf.set(l.id, state.lists.push(l) - 1);
  }
  for (const r of rows) state.index.add(Buffer.from(r.hex, "hex"), state.tagOf.get(r.listId)!);
}

async function snapshotXmin(): Promise<bigint> {
  const { rows } = await sql<{ h: string }>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS "h"`.execute(kysely(prisma));
  return BigInt(rows[0]!.h);
}

async function loadAll(): Promise<Loaded> {
  const started = performance.now();
  const state: Loaded = { index: new PdqIndex(), lists: [], tagOf: new Map(), horizon: await snapshotXmin(), recent: new Map() };
  for (let after = "0"; ; ) {
    const { rows } = await sql<Row>`
      SELECT h."id"::text AS "id", h."listId", encode(h."hash", 'hex') AS "hex", h."tx"::text AS "tx"
      FROM "ListedHash" h WHERE h."id" > ${after}::bigint ORDER BY h."id" LIMIT ${PAGE}`.execute(kysely(prisma));
    await addRows(state, rows);
    for (const r of rows) if (BigInt(r.tx) >= state.horizon) state.recent.set(r.id, BigInt(r.tx));
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]!.id;
    // let requests run between pages
    await new Promise((resolve) => setImmediate(resolve));
  }
  log.info({ hashes: state.index.size, ms: Math.round(performance.now() - started) }, "hash lists loaded in memory");
  return state;
}

/** Reads what was added since the last look (one statement: the rows and the new horizon, from one snapshot). */
async function catchUp(state: Loaded): Promise<void> {
  const { rows } = await sql<Row & { horizon: string }>`
    WITH s AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS "horizon")
    SELECT s."horizon", h."id"::text AS "id", h."listId", encode(h."hash", 'hex') AS "hex", h."tx"::text AS "tx"
    FROM s LEFT JOIN "ListedHash" h ON h."tx" >= ${state.horizon.toString()}::bigint`.execute(kysely(prisma));
  const horizon = BigInt(rows[0]!.horizon);
  const fresh = rows.filter((r) => r.id !== null && !state.recent.has(r.id));
  await addRows(state, fresh);
  for (const r of fresh) state.recent.set(r.id, BigInt(r.tx));
  for (const [id, tx] of state.recent) if (tx < horizon) state.recent.delete(id);
  state.horizon = horizon;
}

// Catch-ups run one at a time; a lookup joins one that has not started yet (it will see every
// commit before the lookup began), never one already running.
let tail: Promise<void> = Promise.resolve();
let waiting: Promise<void> | null = null;
function catchUpOnce(state: Loaded): Promise<void> {
  if (waiting) return waiting;
  const run = tail.then(() => {
    waiting = null;
    return catchUp(state);
  });
  waiting = run;
  tail = run.catch(() => undefined);
  return run;
}

function startLoading(): void {
  loading ??= loadAll().then(
    (state) => {
      loaded = state;
    },
    (err: unknown) => {
      log.error({ err }, "loading the hash lists in memory failed: lookups stay in SQL until the next try");
      loading = null;
    },
  );
}

/**
 * The closest listed hash within `distance` of `needle` (32 bytes) from memory: its list id and the
 * distance, null when none, or undefined while the lists are not in memory yet (use SQL then).
 */
export async function closestInMemory(needle: Uint8Array, distance: number): Promise<{ list: ListInfo; distance: number } | null | undefined> {
  if (!loaded) {
    startLoading();
    return undefined;
  }
  const state = loaded;
  await catchUpOnce(state);
  const hit = state.index.closest(needle, distance);
  return hit ? { list: state.lists[hit.tag]!, distance: hit.distance } : null;
}

/** Loads the lists now and waits (the benchmark; a process may also warm up at start). */
export async function loadHashListsInMemory(): Promise<number> {
  startLoading();
  await loading;
  return loaded?.index.size ?? 0;
}
