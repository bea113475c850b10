import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { completeTwoFactorSignIn } from "@/lib/auth/accounts";
import { clientInfo } from "@/lib/auth/client-info";
import { twoFactorLoginSchema } from "@/shared/schemas/auth";

// POST /api/auth/login/2fa {challenge, code}: the admin sign-in's second step.
export const POST = route(async (req) => {
  const input = await parseJson(req, twoFactorLoginSchema);
  const { user, token } = await completeTwoFactorSignIn(input, clientInfo(req), "admin");
  return json({ success: true, token, _id: user.id, id: user.id, username: user.username });
});
