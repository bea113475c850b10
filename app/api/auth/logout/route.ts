import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { endSession } from "@/lib/auth/sessions";
import { endBrowserSession, serializeCookie } from "@/lib/auth/admin-session";
import { servedOverHttps } from "@/lib/http/client-address";

// POST /api/auth/logout: ends the session of this request's token (bearer or cookie) and clears the cookie.
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  await endSession(viewer.sessionId);
  const headers = new Headers({ "cache-control": "no-store" });
  for (const c of endBrowserSession(servedOverHttps(req.headers))) headers.append("set-cookie", serializeCookie(c));
  return json({ success: true }, 200, headers);
});
