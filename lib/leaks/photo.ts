import { sql } from "kysely";
import { kysely } from "@/lib/db/kysely";
import { prisma } from "@/lib/db";
import { log } from "@/lib/log";
import { storage } from "@/lib/storage";
import { lumaOf, PDQ_MATCH_DISTANCE, pdqCentreGuesses, pdqOfLuma, type Luma } from "@/lib/media/pdq";
import { markedCopyKey, photoVariantKey } from "@/lib/media/photo-widths";
import type { ServedPhoto } from "@/lib/media/serve";
import { probeKeys } from "@/lib/hash-lists/slots";
import { receiptByTag } from "@/lib/leaks/receipts";
import { confidenceOf, markEvidence, markPhoto, markZ } from "@/lib/leaks/photo-mark";
import type { Recipient, Score } from "@/lib/leaks/types";

// Photos' invisible marks (issue 25, decision 090): serving each fan their marked copies, and
// reading a leaked copy. How a mark is made and read: lib/leaks/photo-mark.ts.

async function bytesOf(key: string): Promise<Buffer | null> {
  const object = await storage().get(key);
  return object ? Buffer.from(await new Response(object.stream).arrayBuffer()) : null;
}

/** Marked copies being made in this process, by key: two first requests at once make it once. */
const making = new Map<string, Promise<void>>();

/**
 * A fan's marked copy of a photo (the photo itself, or its stored copy `width` px wide), for the
 * viewer tag of their link: its storage key `{key}-m{receiptId}[-w{width}]` and type, made from
 * the stored unmarked copy with their receipt's seed and stored on first request, then served
 * from storage like any copy. Null when the tag names no receipt of the photo (the link is
 * refused: a fan's link never serves an unmarked copy).
 */
export async function markedPhotoCopy(photo: ServedPhoto, viewer: string, width: number | undefined): Promise<{ key: string; mimeType: string } | null> {
  const receipt = await receiptByTag(photo.id, viewer);
  if (!receipt) return null;
  const key = markedCopyKey(photo.key, receipt.receiptId, width);
  // the marked copy keeps its stored copy's format: the narrower copies are WebP (decision 080)
  const mimeType = width ? "image/webp" : photo.mimeType;
  if ((await storage().size(key)) !== null) return { key, mimeType };
  let made = making.get(key);
  if (!made) {
    made = (async () => {
      const source = await bytesOf(width ? photoVariantKey(photo.key, width) : photo.key);
      if (!source) return;
      const marked = await markPhoto(source, receipt.seed);
      await storage().put(key, marked.bytes, marked.mimeType);
    })()
      // a stored photo that cannot be marked is not served to the fan at all (404 below), never unmarked
      .catch((err: unknown) => log.error({ err, mediaId: photo.id, key }, "a fan's marked copy could not be made"))
      .finally(() => making.delete(key));
    making.set(key, made);
  }
  await made;
  return { key, mimeType };
}

type Found = { mediaId: string; ownerId: string; distance: number };

/**
 * The nearest photo whose hash `column` (Media.pdq or Media.pdqCentre) is within distance 31 of
 * any of `hashes`, found through that column's GIN index on the hash's 16 slots (multi-index
 * hashing, as the hash lists: lib/hash-lists/slots.ts; migration leak_photo_pdq_index).
 */
async function nearest(column: "pdq" | "pdqCentre", hashes: string[]): Promise<Found | null> {
  const keys = [...new Set(hashes.flatMap((h) => probeKeys(h, PDQ_MATCH_DISTANCE)))];
  const col = sql.ref(`m.${column}`);
  const rows = await prisma.$transaction(async (tx) => {
    const db = kysely(tx);
    // as for the hash lists: the planner misjudges `&&` with hundreds of keys and would scan the table
    await sql`SET LOCAL enable_seqscan = off`.execute(db);
    return (
      await sql<{ id: string; ownerId: string; distance: number }>`
      SELECT m."id", m."ownerId", min(bit_count(('x' || ${col})::bit(256) # ('x' || q.h)::bit(256)))::int AS "distance"
      FROM "Media" m CROSS JOIN unnest(${hashes}::text[]) AS q(h)
      WHERE m."type" = 'image' AND ${col} IS NOT NULL AND pdq_slots(${col}) && ${keys}::int[]
      GROUP BY m."id", m."ownerId", m."createdAt"
      HAVING min(bit_count(('x' || ${col})::bit(256) # ('x' || q.h)::bit(256))) <= ${PDQ_MATCH_DISTANCE}
      ORDER BY 3, m."createdAt"
      LIMIT 1`.execute(db)
    ).rows;
  });
  const row = rows[0];
  return row ? { mediaId: row.id, ownerId: row.ownerId, distance: Number(row.distance) } : null;
}

/** Cut guesses looked up together (one statement each). */
const GUESSES_PER_LOOKUP = 16;

/**
 * Which stored photo a copy is (issue 25 §5: PDQ for photos), or null: the photo whose hash is
 * nearest the copy's, within distance 31. PDQ does not survive cuts (one side cut by 5 % moves it
 * by 60 bits or more), so when the whole hash finds nothing the copy is read as a cut: for each
 * guess of the cuts on its four sides (0 to 5 % each, in steps of 1.67 %, 256 guesses, the least
 * cut first), the part of the copy that would be the photo's centre is hashed and looked up among
 * the centres' hashes (Media.pdqCentre). Photos not hashed (quality under 50) are not found.
 */
export async function identifyPhoto(bytes: Buffer): Promise<{ mediaId: string; ownerId: string } | null> {
  let luma: Luma;
  try {
    luma = await lumaOf(bytes);
  } catch {
    return null;
  }
  const whole = pdqOfLuma(luma);
  const found = await nearest("pdq", [whole.hash]);
  if (found) return { mediaId: found.mediaId, ownerId: found.ownerId };
  // the copy as a cut: where the photo's centre would lie in it, for each guess of the four cuts
  const guesses = pdqCentreGuesses(luma);
  for (let i = 0; i < guesses.length; i += GUESSES_PER_LOOKUP) {
    const hit = await nearest("pdqCentre", guesses.slice(i, i + GUESSES_PER_LOOKUP));
    if (hit) return { mediaId: hit.mediaId, ownerId: hit.ownerId };
  }
  return null;
}

/**
 * How strongly a copy of a photo carries each recipient's mark: their confidence (decision 090),
 * most confident first. The copy is read against the stored photo; a copy that cannot be decoded,
 * or a photo whose file is gone, gives every recipient 0. Confidence reaches 0.99 only when the
 * probability that any of the recipients who did not leak scores as high is under one in a million.
 */
export async function photoScores(bytes: Buffer, mediaId: string, recipients: Recipient[]): Promise<Score[]> {
  const zero = () => recipients.map((r) => ({ receiptId: r.receiptId, userId: r.userId, confidence: 0 }));
  if (recipients.length === 0) return [];
  const media = await prisma.media.findUnique({ where: { id: mediaId }, select: { key: true, type: true } });
  const original = media?.type === "image" ? await bytesOf(media.key) : null;
  if (!original) return zero();
  let evidence: Awaited<ReturnType<typeof markEvidence>>;
  try {
    evidence = await markEvidence(bytes, original);
  } catch (err) {
    log.info({ err, mediaId }, "leak trace: the copy could not be read as a photo");
    return zero();
  }
  return recipients
    .map((r) => ({ receiptId: r.receiptId, userId: r.userId, confidence: confidenceOf(markZ(evidence, r.seed), recipients.length) }))
    .sort((a, b) => b.confidence - a.confidence);
}
