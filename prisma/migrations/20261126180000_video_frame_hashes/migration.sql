-- The PDQ hash of one frame per second of each video (issue 24 point 8), made by its processing job.
CREATE TABLE "VideoFrameHash" (
    "mediaId" UUID NOT NULL,
    "second" INTEGER NOT NULL,
    "pdq" TEXT NOT NULL,
    "quality" INTEGER NOT NULL,

    CONSTRAINT "VideoFrameHash_pkey" PRIMARY KEY ("mediaId","second")
);

CREATE INDEX "VideoFrameHash_pdq_idx" ON "VideoFrameHash"("pdq");

ALTER TABLE "VideoFrameHash" ADD CONSTRAINT "VideoFrameHash_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "Media"("id") ON DELETE CASCADE ON UPDATE CASCADE;
