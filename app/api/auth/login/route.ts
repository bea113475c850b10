import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { adminLoginSchema } from "@/shared/schemas/users";
import { loginAdmin } from "@/lib/auth/accounts";
import { clientInfo } from "@/lib/auth/client-info";

// POST /api/auth/login (admin sign-in): the token, or {twoFactorRequired, challenge}.
export const POST = route(async (req) => {
  const input = await parseJson(req, adminLoginSchema);
  const result = await loginAdmin(input, clientInfo(req));
  if (result.twoFactorRequired) return json({ success: true, twoFactorRequired: true, challenge: result.challenge });
  const { user, token } = result;
  return json({ success: true, token, _id: user.id, id: user.id, username: user.username });
});
