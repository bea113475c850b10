import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { getViewer } from "@/lib/auth/viewer";
import { getPublicProfile } from "@/lib/profiles/public";

// GET /api/users/profile/{username} (bearer optional): public profile with isSubscribed
export const GET = route<{ username: string }>(async (req, { params }) => {
  const viewer = await getViewer(req);
  const user = await getPublicProfile(params.username, viewer?.id ?? null);
  return json({ success: true, user }, 200, { "cache-control": "private, no-store" });
});
