-- Responsive photos (decision 080): the widths of a photo's narrower WebP copies. Photos stored
-- before it have none until the photo backfill (lib/media/photo-backfill.ts) makes them.
ALTER TABLE "Media" ADD COLUMN     "photoWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
