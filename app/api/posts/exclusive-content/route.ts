import { after } from "next/server";
import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { clientKey, consume, limiter } from "@/lib/rate-limit";
import { createPostWithPerformers } from "@/lib/consent/create";
import { withPostForm } from "@/lib/posts/form";
import { notifyNewPost } from "@/lib/posts/notify-new-post";

// POST /api/posts/exclusive-content (multipart: title, description, media[], uploads[], captions, performers?,
// price?, freeForSubscribers?, publishAt?, expiresAt?; or the same as a JSON body with uploads, no files)
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("post-create", 60, 60 * 60), `${viewer.id}:${clientKey(req)}`, "POSTS_TOO_MANY");
  // the files stream to temporary files, removed once the post is made (or refused); finished
  // resumable uploads (`uploads`) are used in place and deleted once the post is made
  const post = await withPostForm(req, viewer.id, (form) => createPostWithPerformers({ authorId: viewer.id, ...form }));
  // a post waiting for review is announced when an admin approves it (lib/review/decide.ts); one
  // waiting for its co-performers when the last one accepts (lib/consent/performers.ts)
  // a post with videos waits for them (the worker's jobs): reviewed or announced once they are ready (lib/media-pipeline/settle.ts)
  if (post.status === "processing") return json({ success: true, post, message: "Your post will be published once its videos are ready" }, 201);
  if (post.status === "in_review") return json({ success: true, post, message: "Your post will be published once reviewed" }, 201);
  if (post.status !== "published") return json({ success: true, post, message: "Your post will be published once every co-performer accepts" }, 201);
  // a scheduled post is announced by the job when its time comes (lib/posts/notify-new-post.ts)
  if (post.publishAt) return json({ success: true, post, message: "Your post is scheduled" }, 201);
  after(() => notifyNewPost({ postId: post._id, authorId: viewer.id, title: post.title ?? "" }));
  return json({ success: true, post, message: "Post created successfully!" }, 201);
});
