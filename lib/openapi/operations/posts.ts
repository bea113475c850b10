import { z } from "zod";
import { commentInputSchema } from "@/lib/posts/comments";
import { pageQuerySchema } from "@/lib/posts/paging";
import { Comment, FeedPagination, Message, PagePagination, Post, successTrue } from "@/lib/openapi/shapes";
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
memory): 415 a non-media file (checked by content); 413 a photo over \`MEDIA_MAX_PHOTO_BYTES\` (20 MB) or over
50 megapixels, a video over \`MEDIA_MAX_VIDEO_BYTES\` (2 GB). All or nothing: on any failure no Post row and no
stored file remains. Active subscribers get a \`new_post\` notification (after the answer). 60 posts an hour
per user and client.`,
    auth: "bearer",
    body: {
      multipart: {
        title: { description: "the title", required: true },
        description: { description: "the text", required: true },
        media: { description: "1–10 photos or videos", file: true, repeated: true, required: true },
        captions: { description: "a JSON array of captions, or one repeated field per file", repeated: true },
        performers: {
          description:
            "co-performers shown in the post: usernames of verified creators (a JSON array, comma-separated, or repeated); the post stays `draft` until each accepts",
          repeated: true,
        },
      },
    },
    answers: [
      { status: 201, description: "the new post", schema: z.object({ success: successTrue, post: Post, message: z.string() }) },
    ],
    errors: {
      400: '"Title and description are required" / "Please select at least one media file" / a co-performer who is not a verified creator (`performer_not_verified`)',
      413: "a file over its limit",
      415: "not a photo or video",
      429: "too many posts",
    },
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
];
