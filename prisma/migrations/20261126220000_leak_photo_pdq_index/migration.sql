-- Leak tracing (issue 25, decision 090): a leaked photo is first identified by its PDQ hash
-- (lib/leaks/photo.ts identifyPhoto). Media.pdq is indexed as the hash lists are (multi-index
-- hashing, lib/hash-lists/slots.ts): its 16 slots of 16 bits as slot * 65536 + value, under a GIN
-- index, so finding the photos within distance 31 of a copy is an index lookup, not a scan.
-- An expression index over an immutable function: schema.prisma cannot express it, so it lives
-- here only (see the comment on model Media).
CREATE FUNCTION "pdq_slots"(hex text) RETURNS int[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(SELECT s * 65536 + ('x' || substr(hex, s * 4 + 1, 4))::bit(16)::int FROM generate_series(0, 15) AS s);

CREATE INDEX "Media_pdq_slots_idx" ON "Media" USING GIN ("pdq_slots"("pdq")) WHERE "pdq" IS NOT NULL AND "type" = 'image';

-- PDQ moves by 60 bits or more when a copy loses 5 % on one side: a photo's centre (5 % cut from
-- each edge, which such a copy still shows whole) is hashed too, and indexed the same way.
ALTER TABLE "Media" ADD COLUMN "pdqCentre" TEXT;
CREATE INDEX "Media_pdq_centre_slots_idx" ON "Media" USING GIN ("pdq_slots"("pdqCentre")) WHERE "pdqCentre" IS NOT NULL AND "type" = 'image';

-- Photos stored before now have no hash of their centre (and those stored before the hash lists
-- no hash at all): the photo backfill (lib/media/photo-backfill.ts) hashes them, a batch a run,
-- and marks each row hashed, whatever its quality (a featureless photo keeps null hashes and is
-- not hashed again).
ALTER TABLE "Media" ADD COLUMN "pdqHashed" BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX "Media_photo_unhashed_idx" ON "Media" ("createdAt") WHERE "type" = 'image' AND NOT "pdqHashed";
