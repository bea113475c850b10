import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { revalidatePublicProfile } from "@/lib/profiles/revalidate";
import { profileUpdateSchema } from "@/shared/schemas/profiles";
import { updateProfile } from "@/lib/profiles/update";

// PUT /api/users/profile {username, email, firstName, lastName, bio, location}
export const PUT = route(async (req) => {
  const viewer = await requireViewer(req);
  const input = await parseJson(req, profileUpdateSchema);
  const user = await updateProfile(viewer.id, input);
  await revalidatePublicProfile(viewer.id, [viewer.username]);
  return json({ success: true, user, message: "Profile updated successfully!" });
});
