import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { registerSchema } from "@/shared/schemas/users";
import { registerMember } from "@/lib/auth/accounts";
import { clientInfo } from "@/lib/auth/client-info";
import { toAuthResponse } from "@/lib/users/serialize";
import { clientKey, consume, limiter } from "@/lib/rate-limit";
import { env } from "@/lib/env";

// POST /api/users/register
export const POST = route(async (req) => {
  await consume(limiter("register", env().SIGNUP_RATE_LIMIT_PER_HOUR, 60 * 60), clientKey(req), "SIGNUPS_TOO_MANY");
  const input = await parseJson(req, registerSchema);
  const { user, token } = await registerMember(input, clientInfo(req));
  return json(toAuthResponse(user, token), 201);
});
