import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { getViewer } from "@/lib/auth/viewer";
import { getPublicProfile } from "@/lib/profiles/public";
import { visitorLocation } from "@/lib/geo/visitor";
import { audienceOf } from "@/lib/access/audience";

// GET /api/users/profile/{username} (bearer optional): public profile with isSubscribed
export const GET = route<{ username: string }>(async (req, { params }) => {
  const viewer = await getViewer(req);
  const user = await getPublicProfile(params.username, audienceOf(viewer?.id ?? null, visitorLocation(req)));
  return json({ success: true, user }, 200, { "cache-control": "private, no-store" });
});
