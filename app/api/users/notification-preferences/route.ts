import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import {
  getNotificationPreferences,
  preferencesPatchSchema,
  updateNotificationPreferences,
} from "@/lib/account/preferences";

const noStore = { "cache-control": "no-store" };

// GET /api/users/notification-preferences
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, preferences: await getNotificationPreferences(viewer.id) }, 200, noStore);
});

// PUT /api/users/notification-preferences {post_like: false, ...} (a partial object of booleans)
export const PUT = route(async (req) => {
  const viewer = await requireViewer(req);
  const patch = await parseJson(req, preferencesPatchSchema);
  return json({ success: true, preferences: await updateNotificationPreferences(viewer.id, patch) }, 200, noStore);
});
