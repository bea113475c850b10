import { route } from "@/lib/http/route";
import { mediaType, parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { clientKey, consume, limiter } from "@/lib/rate-limit";
import { addReleasedPerformer, addTaggedPerformers, listPerformers } from "@/lib/consent/performers";
import { tagPerformersSchema } from "@/shared/schemas/identity";

// GET /api/posts/{postId}/performers (the post's creator): co-performers and their consent
export const GET = route<{ postId: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  return json({ success: true, ...(await listPerformers(viewer.id, params.postId)) }, 200, { "cache-control": "no-store" });
});

// POST /api/posts/{postId}/performers: JSON {usernames} tags verified creators; multipart (name,
// release, idDocument) records a signed release of someone who is not a creator here
export const POST = route<{ postId: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  await consume(limiter("performer-add", 60, 60 * 60), `${viewer.id}:${clientKey(req)}`, "TOO_MANY_REQUESTS");
  if (mediaType(req) === "multipart/form-data") {
    return json({ success: true, ...(await addReleasedPerformer(viewer.id, params.postId, req, new Date())) }, 201);
  }
  const { usernames } = await parseJson(req, tagPerformersSchema);
  return json({ success: true, ...(await addTaggedPerformers(viewer.id, params.postId, usernames, new Date())) }, 201);
});
