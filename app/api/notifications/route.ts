import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { notificationListQuerySchema } from "@/shared/schemas/notifications";
import { listNotifications } from "@/lib/notifications/inbox";
import { headerLanguage } from "@/lib/http/header-language";

// GET /api/notifications?page&limit&type (newest first, said in the reader's language)
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  const query = parseQuery(req, notificationListQuerySchema);
  return json({ success: true, ...(await listNotifications(viewer.id, query, headerLanguage(req.headers))) }, 200, {
    "cache-control": "no-store",
    vary: "cookie, accept-language, authorization",
  });
});
