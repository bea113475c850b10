import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { revalidatePublicProfile } from "@/lib/profiles/revalidate";
import { clientKey, consume, limiter } from "@/lib/rate-limit";
import { setProfileImage } from "@/lib/profiles/images";
import { withImageUpload } from "@/lib/profiles/image-form";

// POST /api/users/profile-image (multipart profileImage): checked by content, <= 5 MB, re-encoded
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("image-upload", 30, 60 * 60), `${viewer.id}:${clientKey(req)}`, "UPLOADS_TOO_MANY");
  const profileImage = await withImageUpload(req, "profileImage", (image) => setProfileImage(viewer.id, image));
  await revalidatePublicProfile(viewer.id);
  return json({ success: true, profileImage, message: "Profile image updated successfully!" });
});
