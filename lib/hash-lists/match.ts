import { sql } from "kysely";
import { kysely, type Db } from "@/lib/db/kysely";
import { prisma } from "@/lib/db";
import { PDQ_MATCH_DISTANCE, PDQ_MIN_QUALITY, type PdqHash } from "@/lib/media/pdq";
import { probeKeys } from "@/lib/hash-lists/slots";
import type { ReportReason } from "@/shared/schemas/reports";

// Is a picture on a hash list? One indexed statement per hash (decision 070): the GIN index on
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

/** The closest listed hash within `distance` of one hash (hex), or null. */
export async function closestListed(hex: string, db: Db = prisma, distance = PDQ_MATCH_DISTANCE): Promise<ListedMatch | null> {
  const keys = probeKeys(hex, distance);
  const { rows } = await sql<Row>`
    SELECT m."listId", l."name" AS "listName", l."reason", m."distance"
    FROM (
      SELECT h."listId", bit_count(('x' || encode(h."hash", 'hex'))::bit(256) # ${`x${hex}`}::bit(256))::int AS "distance"
      FROM "ListedHash" h
      WHERE h."slots" && ${keys}::int[]
    ) m
    JOIN "HashList" l ON l."id" = m."listId"
    WHERE m."distance" <= ${distance}
    ORDER BY m."distance", l."createdAt"
    LIMIT 1`.execute(kysely(db));
  const row = rows[0];
  return row ? { listId: row.listId, listName: row.listName, reason: row.reason as ReportReason, distance: Number(row.distance), pdq: hex } : null;
}

/**
 * The first of several hashes (a photo; the frames of a video, one a second) found on a list, or
 * null. Hashes under PDQ_MIN_QUALITY (a flat or nearly flat picture) are not looked up: their bits
 * say nothing about the picture, and would match every other featureless one.
 */
export async function firstListed(hashes: PdqHash[], db: Db = prisma): Promise<ListedMatch | null> {
  for (const h of hashes) {
    if (h.quality < PDQ_MIN_QUALITY) continue;
    const found = await closestListed(h.hash, db);
    if (found) return found;
  }
  return null;
}
