import { prisma } from "@/lib/db";
import { log } from "@/lib/log";
import { photoWidthsFor, renderPhotoWidths } from "@/lib/media/photo-widths";
import { placeholderOf } from "@/lib/media/placeholder";
import { lumaOf, pdqCentreOfLuma, pdqOfLuma, PDQ_MIN_QUALITY } from "@/lib/media/pdq";
import { storage } from "@/lib/storage";

/** Photos brought up to date per run: a few seconds of sharp at most. */
const BATCH = 40;

/**
 * Photos stored before decisions 079 and 080 hold a `data:` URL placeholder (a 24 px WebP) and no
 * narrower copies of the current widths. Each run takes a batch of them, oldest first, and from the
 * photo as stored makes its ThumbHash and its missing WebP copies; a photo whose file is gone gets
 * the ThumbHash of its old placeholder. A row is done once its placeholder is no longer a data: URL
 * (a photo that cannot be decoded ends with none), so the job stops having work by itself.
 * Answers carry only ThumbHashes meanwhile (lib/posts/serialize.ts, lib/chat/serialize.ts).
 */
export async function backfillPhotoForms(batch = BATCH): Promise<{ photos: number; copies: number }> {
  const rows = await prisma.media.findMany({
    where: { type: "image", placeholder: { startsWith: "data:" } },
    select: { id: true, key: true, width: true, photoWidths: true, placeholder: true },
    orderBy: { createdAt: "asc" },
    take: batch,
  });
  let copies = 0;
  for (const row of rows) {
    try {
      const object = await storage().get(row.key);
      const photo = object ? Buffer.from(await new Response(object.stream).arrayBuffer()) : null;
      let made: { key: string; width: number; bytes: Buffer }[] = [];
      if (photo && row.width) {
        const missing = photoWidthsFor(row.width).filter((w) => !row.photoWidths.includes(w));
        made = await renderPhotoWidths(row.key, photo, row.width, missing);
        for (const copy of made) await storage().put(copy.key, copy.bytes, "image/webp");
      }
      const old = row.placeholder!.slice(row.placeholder!.indexOf(",") + 1);
      const placeholder = (photo && (await placeholderOf(photo))) || (await placeholderOf(Buffer.from(old, "base64")));
      await prisma.media.update({
        where: { id: row.id },
        data: { placeholder, photoWidths: [...new Set([...row.photoWidths, ...made.map((c) => c.width)])].sort((a, b) => a - b) },
      });
      copies += made.length;
    } catch (err) {
      // a storage or database failure: the row keeps its data: URL and is tried again next run
      log.warn({ err, mediaId: row.id }, "photo backfill failed for one photo");
    }
  }
  return { photos: rows.length, copies };
}

/**
 * Photos stored before the hash lists (decision 070) have no PDQ hash, and photos stored before
 * decision 090 no hash of their centre, so neither a removal's hash list nor a leak trace
 * (lib/leaks/photo.ts identifyPhoto) can find them. Each run hashes a batch of them, oldest
 * first, from the photo as stored, and marks each row hashed (`pdqHashed`; hashes kept at quality
 * 50 or more, as at upload). A photo whose file is gone or cannot be decoded is marked too (its
 * hashes left as they were), so the job stops having work by itself.
 */
export async function backfillPhotoHashes(batch = BATCH): Promise<{ photos: number; hashed: number }> {
  const rows = await prisma.media.findMany({
    where: { type: "image", pdqHashed: false },
    select: { id: true, key: true, pdq: true, pdqCentre: true },
    orderBy: { createdAt: "asc" },
    take: batch,
  });
  let hashed = 0;
  for (const row of rows) {
    try {
      const object = await storage().get(row.key);
      const photo = object ? Buffer.from(await new Response(object.stream).arrayBuffer()) : null;
      const luma = photo ? await lumaOf(photo).catch(() => null) : null;
      if (!luma) {
        await prisma.media.update({ where: { id: row.id }, data: { pdqHashed: true } });
        continue;
      }
      const whole = pdqOfLuma(luma);
      const centre = pdqCentreOfLuma(luma);
      const pdq = whole.quality >= PDQ_MIN_QUALITY ? whole.hash : null;
      const pdqCentre = centre.quality >= PDQ_MIN_QUALITY ? centre.hash : null;
      await prisma.media.update({ where: { id: row.id }, data: { pdq, pdqCentre, pdqHashed: true } });
      if (pdq) hashed++;
    } catch (err) {
      // a storage or database failure: tried again next run
      log.warn({ err, mediaId: row.id }, "photo hash backfill failed for one photo");
    }
  }
  return { photos: rows.length, hashed };
}
