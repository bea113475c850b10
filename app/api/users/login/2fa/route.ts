import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { completeTwoFactorSignIn } from "@/lib/auth/accounts";
import { clientInfo } from "@/lib/auth/client-info";
import { twoFactorLoginSchema } from "@/shared/schemas/auth";
import { toAuthResponse } from "@/lib/users/serialize";

// POST /api/users/login/2fa {challenge, code}: the second step of a two-factor sign-in.
export const POST = route(async (req) => {
  const input = await parseJson(req, twoFactorLoginSchema);
  const { user, token } = await completeTwoFactorSignIn(input, clientInfo(req), "member");
  return json(toAuthResponse(user, token));
});
