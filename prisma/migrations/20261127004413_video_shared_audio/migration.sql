-- A marked video's sound (decision 095): one audio-only HLS rendition shared by every rendition
-- and every viewer, instead of the same audio muxed into both A/B variants of every rendition.
-- {bandwidth, segments}; null for a video without sound and for videos processed before.
ALTER TABLE "Media" ADD COLUMN     "audio" JSONB;
