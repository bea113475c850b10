import { z } from "zod";
import { commentInputSchema } from "@/lib/posts/comments";
import { pageQuerySchema } from "@/lib/posts/paging";
import { Comment, FeedPagination, Message, PagePagination, PaymentSummary, Post, RequiresAction, successTrue } from "@/lib/openapi/shapes";
import { purchaseSchema, scheduleUpdateSchema } from "@/shared/schemas/posts";
import { paymentListQuerySchema } from "@/shared/schemas/payments";
import { vaultQuerySchema } from "@/shared/schemas/vault";
import { time, uuid } from "@/shared/answers/common";
import type { Operation } from "@/lib/openapi/types";

const tag = "Posts";
const postId = { description: "the post's id (a malformed id is 404)" };
const postList = z.object({ success: successTrue, posts: z.array(Post), pagination: PagePagination });

export const postOperations: Operation[] = [
  {
    method: "POST",
    path: "/api/posts/exclusive-content",
    operationId: "createPost",
    tag,
    summary: "Publish a post with its media",
    description: `Files are checked while they stream in (parsed with busboy into temporary files, never held in
memory): 415 a non-media file (checked by content); 413 a photo over \`MEDIA_MAX_PHOTO_BYTES\` (50 MB: \`MEDIA_TOO_LARGE\`) or
over \`MEDIA_MAX_PHOTO_PIXELS\` (100 megapixels: \`PHOTO_TOO_MANY_PIXELS\`, the same for resumable uploads), a video over \`MEDIA_MAX_VIDEO_BYTES\` (2 GB). All or nothing: on any failure no Post row and no
stored file remains. Large files go first through a [resumable upload](#uploads) (\`POST /api/uploads\`):
list the finished uploads' ids in \`uploads\` (after the \`media\` files, in order; limits
\`UPLOAD_MAX_PHOTO_BYTES\` / \`UPLOAD_MAX_VIDEO_BYTES\`); they get the same checks and are deleted once the post
is made (400 \`UPLOAD_UNKNOWN\` for one that is not the viewer's, 409 \`UPLOAD_NOT_FINISHED\`). The same fields
may be sent as a JSON body (arrays for \`uploads\`, \`captions\`, \`mediaIds\`, \`performers\`), with no files.
Every video is decoded before anything is stored (ffprobe, and a frame at its start and in its last
second): 422 \`MEDIA_UNREADABLE\` for a file cut short, corrupt, without a picture (audio only) or empty, 413
\`VIDEO_TOO_LONG\` past \`VIDEO_MAX_SECONDS\` (4 h). A post with a video answers at once with \`status:
"processing"\` and \`processing: {progress, media}\`: its author alone sees it while the media worker makes the
video's HLS renditions, poster and frame hashes; it then becomes published (or \`in_review\`, or scheduled) by
the same rule as any new post. Active subscribers get a \`new_post\` notification when it is published (after
the answer; for a scheduled post when its time comes). 60 posts an hour per user and client.

**Pay-per-view**: with \`price\` the post is locked for everyone but its owner until bought
(\`POST /api/posts/{postId}/purchase\`), subscribers included, unless \`freeForSubscribers\` is true.
**Schedule**: with \`publishAt\` (future, at most 365 days ahead) the post is its owner's alone until then;
with \`expiresAt\` (after the publication) it is its owner's and its buyers' alone afterwards.`,
    auth: "bearer",
    body: {
      multipart: {
        title: { description: "the title", required: true },
        description: { description: "the text", required: true },
        media: { description: "photos or videos (1–10 with `mediaIds`); each joins the viewer's vault", file: true, repeated: true },
        uploads: { description: "finished resumable uploads of the viewer's, by id (`up-…`; a JSON array, comma-separated or repeated), shown after the files", repeated: true },
        captions: { description: "a JSON array of captions, or one repeated field per file (the files', then the uploads', then the vault media's)", repeated: true },
        performers: {
          description:
            "co-performers shown in the post: usernames of verified creators (a JSON array, comma-separated, or repeated); the post stays `draft` until each accepts",
          repeated: true,
        },
        mediaIds: {
          description: "media of the viewer's vault to show after the files, by `_id` (GET /api/users/vault; a JSON array, comma-separated or repeated); `media` may then be empty",
          repeated: true,
        },
        price: { description: "pay-per-view price in the currency's major unit (at least 0.01, at most 500, 2 decimals); empty or absent: none" },
        freeForSubscribers: { description: "`true`: active subscribers see the priced post without buying it" },
        publishAt: { description: "ISO 8601 time (with offset) to publish the post at; absent: now" },
        expiresAt: { description: "ISO 8601 time after which only the owner and the post's buyers see it" },
      },
    },
    answers: [
      { status: 201, description: "the new post", schema: z.object({ success: successTrue, post: Post, message: z.string() }) },
    ],
    errors: {
      400: '"Title and description are required" / "Please select at least one media file" / a co-performer who is not a verified creator (`performer_not_verified`) / a bad `price`, `publishAt` (past, too far) or `expiresAt` (before the publication), with field errors',
      413: "a file over its limit",
      415: "not a photo or video",
      422: "a photo matching a known-abuse hash list: `MEDIA_BLOCKED`, nothing stored (the file is quarantined and reported); a video that does not decode: `MEDIA_UNREADABLE`",
      429: "too many posts",
    },
  },
  {
    method: "POST",
    path: "/api/posts/{postId}/media/{mediaId}/retry",
    operationId: "retryMediaProcessing",
    tag,
    summary: "Process a failed video again",
    description: `The post's author processes again a video of the post whose processing failed (\`processing.media[].status\`
\`failed\`), from its kept original: a new job; the post stays \`processing\` and is published when all its media are ready.
20 retries an hour.`,
    auth: "bearer",
    params: { postId, mediaId: { description: "the medium's `_id` (`processing.media[]._id`)" } },
    answers: [
      {
        status: 202,
        description: "queued",
        schema: z.object({ success: successTrue, media: z.object({ _id: uuid, status: z.literal("processing"), progress: z.number().int() }) }),
      },
    ],
    errors: {
      404: "not a medium of the viewer's post",
      409: "`MEDIA_NOT_FAILED`: it did not fail; `MEDIA_NOT_RETRYABLE`: refused by a hash list (its original is in quarantine)",
      429: "too many retries",
    },
  },
  {
    method: "GET",
    path: "/api/posts/{postId}/processing",
    operationId: "ownPostProcessing",
    tag,
    summary: "The author's own post as it is now",
    description: `One of the viewer's own posts in its current shape: while its videos are processed (\`status:
"processing"\`) its \`processing: {progress, media}\`, then the post as published. The author's page reads it
every few seconds while a video of the post is still processing, and stops once none is. 120 reads a minute.`,
    auth: "bearer",
    params: { postId },
    answers: [{ status: 200, description: "the post", schema: z.object({ success: successTrue, post: Post }) }],
    errors: { 404: "`POST_NOT_FOUND`: not a post of the viewer's", 429: "too many reads" },
  },
  {
    method: "GET",
    path: "/api/posts/home",
    operationId: "homeFeed",
    tag,
    summary: "The home feed",
    description: `With active subscriptions: those creators' posts plus the viewer's own, newest first. Without:
*suggested posts* = newest published posts of everyone, locked previews for the ones the viewer cannot
see. Not counted (SPEC's shape; the feed is read with "Load more"): one post more than the page is read to
know \`hasNext\`. \`limit\` 10 by default, at most 50.`,
    auth: "bearer",
    query: pageQuerySchema(10),
    answers: [
      {
        status: 200,
        description: "a page of posts",
        schema: z.object({ success: successTrue, posts: z.array(Post), pagination: FeedPagination, hasSubscriptions: z.boolean() }),
      },
    ],
  },
  {
    method: "GET",
    path: "/api/posts/my-posts",
    operationId: "myPosts",
    tag,
    summary: "The viewer's own posts",
    description: "`limit` 20 by default, at most 50.",
    auth: "bearer",
    query: pageQuerySchema(20),
    answers: [{ status: 200, description: "a page of posts", schema: postList }],
  },
  {
    method: "GET",
    path: "/api/posts/user-posts/{username}",
    operationId: "userPosts",
    tag,
    summary: "A creator's posts",
    description: "For the owner or an active subscriber only. `limit` 20 by default, at most 50.",
    auth: "optional",
    params: { username: { description: "the creator's username" } },
    query: pageQuerySchema(20),
    answers: [{ status: 200, description: "a page of posts", schema: postList }],
    errors: {
      403: '"You need to subscribe to view this content" (anyone but the owner or an active subscriber, anonymous included)',
      404: "unknown user, or one who blocked the viewer",
      451: "`GEO_BLOCKED`: the author geo-blocks the visitor's country or region",
    },
  },
  {
    method: "POST",
    path: "/api/posts/{postId}/like",
    operationId: "toggleLike",
    tag,
    summary: "Like or unlike a post",
    description: `Toggles. Safe under concurrent double clicks. Notifies the author (\`post_like\`) when a like is
added by someone else. The heart in the UI flips at once; clicks made while a request is in flight are kept,
and the toggle is sent again until the server matches the last click (\`components/posts/useLike.ts\`).`,
    auth: "bearer",
    params: { postId },
    answers: [
      { status: 200, description: "the state after the toggle", schema: z.object({ success: successTrue, isLiked: z.boolean(), likeCount: z.number().int() }) },
    ],
    errors: { 403: "a post the viewer cannot see", 404: '"Post not found" (also: its author blocked the viewer)', 451: "`GEO_BLOCKED`" },
  },
  {
    method: "GET",
    path: "/api/posts/{postId}/comments",
    operationId: "listComments",
    tag,
    summary: "A post's comments",
    description: "Newest first; `limit` 20 by default, at most 50.",
    auth: "bearer",
    params: { postId },
    query: pageQuerySchema(20),
    answers: [
      {
        status: 200,
        description: "a page of comments",
        schema: z.object({
          success: successTrue,
          comments: z.array(Comment),
          pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), pages: z.number().int(), hasNext: z.boolean() }),
        }),
      },
    ],
    errors: { 403: "a post the viewer cannot see", 404: '"Post not found" (also: its author blocked the viewer)', 451: "`GEO_BLOCKED`" },
  },
  {
    method: "POST",
    path: "/api/posts/{postId}/comments",
    operationId: "addComment",
    tag,
    summary: "Comment on a post",
    description: "The content is trimmed, 1–500 characters. 30 comments a minute per user.",
    auth: "bearer",
    params: { postId },
    body: { json: commentInputSchema },
    answers: [
      { status: 201, description: "the new comment", schema: z.object({ success: successTrue, comment: Comment, message: z.string() }) },
    ],
    errors: {
      400: '"Comment content is required"',
      403: '"Comments are disabled for this post", or a post the viewer cannot see',
      404: '"Post not found" (also: its author blocked the viewer)',
      451: "`GEO_BLOCKED`",
      429: "commenting too fast",
    },
  },
  {
    method: "DELETE",
    path: "/api/posts/{postId}/comments/{commentId}",
    operationId: "deleteComment",
    tag,
    summary: "Delete a comment",
    description: "The comment's author only.",
    auth: "bearer",
    params: { postId, commentId: { description: "the comment's id (a malformed id is 404)" } },
    answers: [{ status: 200, description: "deleted", schema: Message }],
    errors: { 403: '"You are not authorized to delete this comment"', 404: '"Post not found" / "Comment not found"' },
  },
  {
    method: "POST",
    path: "/api/posts/{postId}/purchase",
    operationId: "purchasePost",
    tag,
    summary: "Buy a pay-per-view post",
    description: `Charges one of the buyer's saved cards the post's price through the same checkout as a subscription
(the payment, its ledger entries and the purchase commit together; a card that needs the bank's confirmation
answers 202 \`requiresAction\` and the post opens once it is confirmed). A bought post stays open to its buyer
for good, after their subscription ends and after the post expires. Any signed-in member the post is there for
may buy it. 20 payment attempts a minute.`,
    auth: "bearer",
    params: { postId },
    body: { json: purchaseSchema },
    answers: [
      {
        status: 201,
        description: "bought",
        schema: z.object({
          success: successTrue,
          message: z.string(),
          purchase: z.object({ _id: uuid, kind: z.enum(["post", "message"]), amount: z.number(), currency: z.string(), createdAt: time }),
          payment: PaymentSummary,
          post: Post.nullable().meta({ description: "the post as the buyer now sees it (open)" }),
        }),
      },
      { status: 202, description: "the bank asks the buyer to confirm on the provider's page", schema: RequiresAction },
    ],
    errors: {
      400: "`NOT_FOR_SALE`: the post has no price, or is the buyer's own / an unknown or expired card (`errors.paymentMethod`)",
      402: "`card_declined` / `expired_card`: nothing was charged",
      403: "a card of someone else",
      404: '"Post not found" (unknown, not out yet, expired, or its author blocked the viewer)',
      409: "`ALREADY_PURCHASED`, or `PURCHASE_PENDING` (a payment for it waits for confirmation)",
      451: "`GEO_BLOCKED`",
      429: "too many payment attempts",
    },
  },
  {
    method: "GET",
    path: "/api/users/purchases",
    operationId: "listPurchases",
    tag,
    summary: "What the viewer bought",
    description: "Newest first, each with the post as the viewer sees it now (open; null if it is gone). `limit` 20 by default, at most 50.",
    auth: "bearer",
    query: paymentListQuerySchema,
    answers: [
      {
        status: 200,
        description: "a page of purchases",
        schema: z.object({
          success: successTrue,
          items: z.array(z.object({ _id: uuid, kind: z.enum(["post", "message"]), amount: z.number(), currency: z.string(), createdAt: time, post: Post.nullable() })),
          pagination: PagePagination,
        }),
      },
    ],
  },
  {
    method: "GET",
    path: "/api/posts/scheduled",
    operationId: "scheduledPosts",
    tag,
    summary: "The viewer's scheduled posts",
    description: `Posts whose publication time (\`publishAt\`) is still ahead, soonest first (at most 100). Nobody but
their owner sees them until then; the post goes out at its time on every app instance (the access rule reads the
time), and the \`scheduled-posts\` job tells subscribers (\`new_post\`) once it is out.`,
    auth: "bearer",
    answers: [{ status: 200, description: "the queue", schema: z.object({ success: successTrue, posts: z.array(Post) }) }],
  },
  {
    method: "PATCH",
    path: "/api/posts/{postId}/schedule",
    operationId: "updateSchedule",
    tag,
    summary: "Move a scheduled post",
    description: "A new `publishAt` (future, at most 365 days ahead; `null`: publish now and tell subscribers) and `expiresAt` (after the publication, or null) for the viewer's post still waiting.",
    auth: "bearer",
    params: { postId },
    body: { json: scheduleUpdateSchema },
    answers: [{ status: 200, description: "the post with its new times", schema: z.object({ success: successTrue, post: Post }) }],
    errors: {
      400: "a time in the past, too far ahead, or an expiry before the publication (field errors)",
      404: '"Post not found" (not the viewer\'s)',
      409: "`POST_NOT_SCHEDULED`: the post is already out",
    },
  },
  {
    method: "DELETE",
    path: "/api/posts/{postId}/schedule",
    operationId: "cancelScheduled",
    tag,
    summary: "Cancel a scheduled post",
    description: "Deletes the viewer's post still waiting for its time, or for its videos (`processing`, e.g. one whose video failed). Its media stay in the viewer's vault.",
    auth: "bearer",
    params: { postId },
    answers: [{ status: 200, description: "deleted", schema: Message }],
    errors: { 404: '"Post not found" (not the viewer\'s)', 409: "`POST_NOT_SCHEDULED`: the post is already out" },
  },
  {
    method: "GET",
    path: "/api/users/vault",
    operationId: "listVault",
    tag,
    summary: "The viewer's vault",
    description: `Every medium the viewer uploaded (with posts or chat), newest first, to reuse in posts by \`_id\`
(\`mediaIds\` of \`POST /api/posts/exclusive-content\`). \`type\`: \`photo\`, \`video\` or \`all\` (default);
\`limit\` 24 by default, at most 60. Each item has a signed \`url\` for the owner's preview and how many posts show it.`,
    auth: "bearer",
    query: vaultQuerySchema,
    answers: [
      {
        status: 200,
        description: "a page of the vault",
        schema: z.object({
          success: successTrue,
          items: z.array(
            z.object({
              _id: uuid,
              type: z.enum(["photo", "video"]),
              key: z.string(),
              mimeType: z.string(),
              size: z.number().int(),
              width: z.number().int().nullable(),
              height: z.number().int().nullable(),
              durationSeconds: z.number().int().nullable(),
              placeholder: z.string().nullable().meta({ description: "a ThumbHash (base64), decision 079" }),
              url: z.string(),
              srcset: z
                .array(z.object({ width: z.number().int(), url: z.string() }))
                .meta({ description: "a photo's narrower WebP copies, each a signed link (decision 080); empty for a video" }),
              posts: z.number().int().meta({ description: "how many posts show it" }),
              inMessage: z.boolean(),
              createdAt: time,
            }),
          ),
          pagination: PagePagination,
        }),
      },
    ],
    errors: { 400: "a bad `type`, `page` or `limit`" },
  },
  {
    method: "DELETE",
    path: "/api/users/vault/{mediaId}",
    operationId: "deleteFromVault",
    tag,
    summary: "Delete a medium from the vault",
    description: "The stored file goes too. Refused while a post shows it or a paid message carries it. Deleting a post never deletes its media.",
    auth: "bearer",
    params: { mediaId: { description: "the medium's `_id` (a malformed id is 404)" } },
    answers: [{ status: 200, description: "deleted", schema: Message }],
    errors: { 404: '"Media not found" (not the viewer\'s)', 409: "`MEDIA_IN_USE`: a post or a paid message uses it" },
  },
];
