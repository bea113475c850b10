import { after } from "next/server";
import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { clientKey, consume, limiter } from "@/lib/rate-limit";
import { createPostWithPerformers } from "@/lib/consent/create";
import { withPostForm } from "@/lib/posts/form";
import { notifyNewPost } from "@/lib/posts/notify-new-post";

// POST /api/posts/exclusive-content (multipart: title, description, media[], captions, performers?)
// a post naming co-performers stays unpublished ("draft") until each of them accepts (lib/consent)
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("post-create", 60, 60 * 60), `${viewer.id}:${clientKey(req)}`, "Too many posts, please try later");
  // the files stream to temporary files, removed once the post is made (or refused)
  const post = await withPostForm(req, (form) => createPostWithPerformers({ authorId: viewer.id, ...form }));
  if (post.status === "published") after(() => notifyNewPost({ authorId: viewer.id, title: post.title ?? "" }));
  return json({ success: true, post, message: "Post created successfully!" }, 201);
});
