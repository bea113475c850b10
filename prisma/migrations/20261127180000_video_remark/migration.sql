-- Videos processed before decision 092 have unmarked renditions; the worker re-marks them from
-- their originals (lib/media-pipeline/remark.ts, decision 115). marksFailedAt: when a video
-- could not be re-marked for good (its original gone or undecodable), so it is not tried again.
ALTER TABLE "Media" ADD COLUMN "marksFailedAt" TIMESTAMP(3);

-- The videos still awaiting their marks, newest first (the worker's sweep, videosAwaitingMarks):
-- empty once every video is marked, so the sweep costs nothing on a platform that has none.
CREATE INDEX "Media_awaiting_marks_idx" ON "Media"("createdAt" DESC)
  WHERE "type" = 'video' AND "status" = 'ready' AND "marksFailedAt" IS NULL AND NOT ("renditions" @> '[{"marked": true}]'::jsonb);
