import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { loginSchema } from "@/lib/users/schemas";
import { loginMember } from "@/lib/auth/accounts";
import { toAuthResponse } from "@/lib/users/serialize";
import { clientKey } from "@/lib/rate-limit";

// POST /api/users/login
export const POST = route(async (req) => {
  const input = await parseJson(req, loginSchema);
  const { user, token } = await loginMember(input, clientKey(req));
  return json(toAuthResponse(user, token));
});
