import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { loginSchema } from "@/shared/schemas/users";
import { loginMember } from "@/lib/auth/accounts";
import { clientInfo } from "@/lib/auth/client-info";
import { toAuthResponse } from "@/lib/users/serialize";

// POST /api/users/login: the token, or {twoFactorRequired, challenge} for an account with two-factor sign-in.
export const POST = route(async (req) => {
  const input = await parseJson(req, loginSchema);
  const result = await loginMember(input, clientInfo(req));
  if (result.twoFactorRequired) return json({ success: true, twoFactorRequired: true, challenge: result.challenge });
  return json(toAuthResponse(result.user, result.token));
});
