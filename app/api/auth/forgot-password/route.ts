import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { clientKey } from "@/lib/rate-limit";
import { forgotPasswordSchema } from "@/shared/schemas/account";
import { requestPasswordReset } from "@/lib/account/password-reset";

// POST /api/auth/forgot-password {email, locale?}: the same answer whether or not the account exists.
export const POST = route(async (req) => {
  const input = await parseJson(req, forgotPasswordSchema);
  const message = await requestPasswordReset(input, clientKey(req));
  return json({ success: true, message });
});
