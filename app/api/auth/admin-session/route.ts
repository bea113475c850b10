import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { clientInfo } from "@/lib/auth/client-info";
import { adminSessionSchema, closeAdminSession, openAdminSession, serializeCookie } from "@/lib/auth/admin-session";
import { servedOverHttps } from "@/lib/http/client-address";

// POST /api/auth/admin-session {token} | {username, password} | {challenge, code}: sets the
// httpOnly admin_token cookie, or answers {twoFactorRequired, challenge}. 401 bad credentials or
// token, 403 not an admin or cross-site (route()).
export const POST = route(async (req) => {
  const input = await parseJson(req, adminSessionSchema);
  const result = await openAdminSession(input, clientInfo(req), servedOverHttps(req.headers));
  if ("twoFactorRequired" in result) return json({ success: true, twoFactorRequired: true, challenge: result.challenge });
  return json({ success: true }, 200, { "set-cookie": serializeCookie(result.cookie), "cache-control": "no-store" });
});

// DELETE /api/auth/admin-session: signs the admin area out (ends its session, clears the cookie).
export const DELETE = route(async (req) => {
  const cookie = await closeAdminSession(req, servedOverHttps(req.headers));
  return json({ success: true }, 200, { "set-cookie": serializeCookie(cookie), "cache-control": "no-store" });
});
