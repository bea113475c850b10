import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { adminSessionSchema, endAdminSession, serializeCookie, startAdminSession } from "@/lib/auth/admin-session";
import { servedOverHttps } from "@/lib/http/client-address";

// POST /api/auth/admin-session {token}: stores an admin's token (from POST /api/auth/login) in the
// httpOnly admin_token cookie. 401 bad/expired token, 403 not an admin or cross-site (route()).
export const POST = route(async (req) => {
  const { token } = await parseJson(req, adminSessionSchema);
  const cookie = await startAdminSession(token, servedOverHttps(req.headers));
  return json({ success: true }, 200, { "set-cookie": serializeCookie(cookie), "cache-control": "no-store" });
});

// DELETE /api/auth/admin-session: signs the admin area out (clears the cookie).
export const DELETE = route(async (req) => {
  return json({ success: true }, 200, { "set-cookie": serializeCookie(endAdminSession(servedOverHttps(req.headers))), "cache-control": "no-store" });
});
