import { sql } from "kysely";
import { kysely } from "@/lib/db/kysely";
import { prisma } from "@/lib/db";
import { PDQ_MATCH_DISTANCE, PDQ_MIN_QUALITY, type PdqHash } from "@/lib/media/pdq";
import { closestInMemory } from "@/lib/hash-lists/memory-index";
import { probeKeys } from "@/lib/hash-lists/slots";
import type { ReportReason } from "@/shared/schemas/reports";

// Is a picture on a hash list? (decision 070) From the process's in-memory index when it is loaded
// (lib/hash-lists/memory-index.ts), else with one indexed statement: the GIN index on
// ListedHash.slots gives the listed hashes sharing a slot (within one bit) with the needle, and
// PostgreSQL keeps those within distance 31 (bit_count of the XOR of the two 256-bit strings).

export type ListedMatch = {
  listId: string;
  listName: string;
  reason: ReportReason;
  /** bits in which the upload's hash and the listed one differ (0-31) */
  distance: number;
  /** the upload's hash that matched */
  pdq: string;
};

type Row = { listId: string; listName: string; reason: string; distance: number };

/** The closest listed hash within `distance` of one hash (hex), or null: from memory when loaded, else SQL. */
export async function closestListed(hex: string, distance = PDQ_MATCH_DISTANCE): Promise<ListedMatch | null> {
  const inMemory = await closestInMemory(Buffer.from(hex, "hex"), distance);
  if (inMemory === undefined) return closestListedInSql(hex, distance);
  if (!inMemory) return null;
  return { listId: inMemory.list.id, listName: inMemory.list.name, reason: inMemory.list.reason as ReportReason, distance: inMemory.distance, pdq: hex };
}

/**
 * The same lookup in PostgreSQL alone (a process whose index is not loaded yet; the benchmark
 * compares both). The planner misjudges `&&` with 272 keys (it expects most of the table) and would
 * scan the table in seconds: the statement runs with sequential scans off, so it takes the GIN index.
 */
export async function closestListedInSql(hex: string, distance = PDQ_MATCH_DISTANCE): Promise<ListedMatch | null> {
  const keys = probeKeys(hex, distance);
  const rows = await prisma.$transaction(async (tx) => {
    const db = kysely(tx);
    await sql`SET LOCAL enable_seqscan = off`.execute(db);
    return (await sql<Row>`
    SELECT m."listId", l."name" AS "listName", l."reason", m."distance"
    FROM (
      SELECT h."listId", bit_count(('x' || encode(h."hash", 'hex'))::bit(256) # ${`x${hex}`}::bit(256))::int AS "distance"
      FROM "ListedHash" h
      WHERE h."slots" && ${keys}::int[]
    ) m
    JOIN "HashList" l ON l."id" = m."listId"
    WHERE m."distance" <= ${distance}
    ORDER BY m."distance", l."createdAt"
    LIMIT 1`.execute(db)).rows;
  });
  const row = rows[0];
  return row ? { listId: row.listId, listName: row.listName, reason: row.reason as ReportReason, distance: Number(row.distance), pdq: hex } : null;
}

/**
 * The first of several hashes (a photo; the frames of a video, one a second) found on a list, or
 * null. Hashes under PDQ_MIN_QUALITY (a flat or nearly flat picture) are not looked up: their bits
 * say nothing about the picture, and would match every other featureless one.
 */
export async function firstListed(hashes: PdqHash[]): Promise<ListedMatch | null> {
  for (const h of hashes) {
    if (h.quality < PDQ_MIN_QUALITY) continue;
    const found = await closestListed(h.hash);
    if (found) return found;
  }
  return null;
}
