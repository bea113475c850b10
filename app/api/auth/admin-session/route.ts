import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { adminSessionSchema, assertSameOrigin, endAdminSession, isHttps, serializeCookie, startAdminSession } from "@/lib/auth/admin-session";

// POST /api/auth/admin-session {token}: stores an admin's token (from POST /api/auth/login) in the
// httpOnly admin_token cookie. 401 bad/expired token, 403 not an admin or cross-site.
export const POST = route(async (req) => {
  assertSameOrigin(req);
  const { token } = await parseJson(req, adminSessionSchema);
  const cookie = await startAdminSession(token, isHttps(req));
  return json({ success: true }, 200, { "set-cookie": serializeCookie(cookie), "cache-control": "no-store" });
});

// DELETE /api/auth/admin-session: signs the admin area out (clears the cookie).
export const DELETE = route(async (req) => {
  return json({ success: true }, 200, { "set-cookie": serializeCookie(endAdminSession(isHttps(req))), "cache-control": "no-store" });
});
