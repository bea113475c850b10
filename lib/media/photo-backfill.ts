import { prisma } from "@/lib/db";
import { log } from "@/lib/log";
import { photoWidthsFor, renderPhotoWidths } from "@/lib/media/photo-widths";
import { placeholderOf } from "@/lib/media/placeholder";
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
