-- The media pipeline (decision 074): a medium's processing state, poster and HLS renditions; a
-- post waiting for its videos.
CREATE TYPE "MediaStatus" AS ENUM ('processing', 'ready', 'failed');
ALTER TYPE "PostStatus" ADD VALUE 'processing';
ALTER TABLE "Media"
  ADD COLUMN "status" "MediaStatus" NOT NULL DEFAULT 'ready',
  ADD COLUMN "progress" INTEGER,
  ADD COLUMN "processingError" TEXT,
  ADD COLUMN "posterKey" TEXT,
  ADD COLUMN "renditions" JSONB;
