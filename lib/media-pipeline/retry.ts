import { prisma } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { idOr404 } from "@/lib/posts/ids";
import { sendProcessingJobs } from "@/lib/queue/media";
import { consume, limiter } from "@/lib/rate-limit";

export type RetryAnswer = { success: true; media: { _id: string; status: "processing"; progress: number } };

/**
 * POST /api/posts/{postId}/media/{mediaId}/retry (the post's author only; 404 for anyone else):
 * a video of the post whose processing failed is processed again from its kept original (a new
 * job; the post stays `processing` and publishes when it is ready). 409 MEDIA_NOT_FAILED for a
 * medium that did not fail; 409 MEDIA_NOT_RETRYABLE for one refused by the hash lists (its
 * original is in quarantine: the creator may delete the post or replace the file instead).
 */
export async function retryMedium(viewerId: string, rawPostId: string, rawMediaId: string): Promise<RetryAnswer> {
  const postId = idOr404(rawPostId, "POST_NOT_FOUND");
  const mediaId = idOr404(rawMediaId, "MEDIA_NOT_FOUND");
  await consume(limiter("media-retry", 20, 60 * 60), viewerId);
  const placement = await prisma.postMedia.findUnique({
    where: { postId_mediaId: { postId, mediaId } },
    select: { post: { select: { authorId: true } }, media: { select: { ownerId: true, status: true, processingError: true, durationMs: true } } },
  });
  if (!placement || placement.post.authorId !== viewerId || placement.media.ownerId !== viewerId) throw notFound("MEDIA_NOT_FOUND");
  if (placement.media.status !== "failed") throw conflict("MEDIA_NOT_FAILED");
  if (placement.media.processingError === "MEDIA_BLOCKED") throw conflict("MEDIA_NOT_RETRYABLE");
  const { count } = await prisma.media.updateMany({ where: { id: mediaId, status: "failed" }, data: { status: "processing", progress: 0, processingError: null } });
  if (count !== 1) throw conflict("MEDIA_NOT_FAILED");
  await sendProcessingJobs([{ id: mediaId, durationMs: placement.media.durationMs }]);
  return { success: true, media: { _id: mediaId, status: "processing", progress: 0 } };
}
