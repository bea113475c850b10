import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { endUserSessions } from "@/lib/auth/sessions";
import { endBrowserSession, serializeCookie } from "@/lib/auth/admin-session";
import { servedOverHttps } from "@/lib/http/client-address";

// POST /api/auth/logout-all: ends every session of the user, this one included.
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  const ended = await endUserSessions(viewer.id);
  const headers = new Headers({ "cache-control": "no-store" });
  for (const c of endBrowserSession(servedOverHttps(req.headers))) headers.append("set-cookie", serializeCookie(c));
  return json({ success: true, ended }, 200, headers);
});
