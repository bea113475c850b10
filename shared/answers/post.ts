import { z } from "@/shared/zod";
import { MediaPreview, placeholder, time, uuid } from "@/shared/answers/common";
import { UserSummary } from "@/shared/answers/member";

export const MediaItem = z
  .object({
    _id: uuid,
    key: z.string().meta({ description: "for GET /api/users/content/access/{mediaKey}" }),
    caption: z.string(),
    mimeType: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    placeholder: placeholder,
    duration: z.number().nullable().meta({ description: "a video's length in seconds (null: a photo, or unknown)" }),
  })
  .meta({ id: "MediaItem" });

/** A post in answers (built in SQL by lib/posts/serialize.ts postJsonSql). */
export const Post = z
  .object({
    _id: uuid,
    author: UserSummary,
    likeCount: z.number().int(),
    commentCount: z.number().int(),
    commentsEnabled: z.boolean(),
    isLiked: z.boolean(),
    publishedAt: time,
    createdAt: time,
    mediaCount: z.object({ images: z.number().int(), videos: z.number().int() }),
    price: z.number().nullable().meta({ description: "pay-per-view price in the currency's major unit; null: no price (open to subscribers)" }),
    freeForSubscribers: z.boolean().meta({ description: "a priced post that active subscribers see without buying" }),
    purchased: z.boolean().meta({ description: "the viewer bought this post (kept forever)" }),
    publishAt: time.nullable().meta({ description: "the time the post was scheduled for; null: published at once" }),
    expiresAt: time.nullable().meta({ description: "after this time only the owner and the post's buyers see it" }),
    previews: z.array(MediaPreview).meta({ description: "each medium of the post, in order: what a locked post shows of it (never a key or URL)" }),
    preview: z
      .object({
        placeholder: placeholder.meta({ description: "the first medium's ThumbHash (base64); `previews` has every medium's" }),
        videoSeconds: z.array(z.number().int().nullable()).meta({ description: "each video's length in seconds, in order (null: unknown)" }),
      })
      .meta({ description: "what a locked post shows of its media" }),
    locked: z.boolean().meta({ description: "true: a locked preview (title, content null; no media; no status)" }),
    title: z.string().nullable(),
    content: z.string().nullable(),
    status: z.string().optional(),
    processing: z
      .object({
        progress: z.number().int().meta({ description: "percent done of the slowest video still processing (0-100)" }),
        media: z.array(
          z.object({
            _id: uuid,
            status: z.enum(["processing", "ready", "failed"]),
            progress: z.number().int().nullable(),
            error: z.string().nullable().meta({ description: "why it failed: an error code (MEDIA_UNREADABLE, MEDIA_BLOCKED, MEDIA_PROCESSING_FAILED); retry with POST /api/posts/{id}/media/{mediaId}/retry" }),
          }),
        ),
      })
      .nullable()
      .optional()
      .meta({ description: "only on the author's own post while its videos are processing (status \"processing\"): its progress and each medium's state" }),
    images: z.array(MediaItem),
    videos: z.array(MediaItem),
  })
  .meta({ id: "Post", description: "A post as the viewer may see it (see the Posts section on locked previews)." });

export type PostMediaItem = z.output<typeof MediaItem>;
export type PostAnswer = z.output<typeof Post>;
