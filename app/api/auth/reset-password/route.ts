import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { clientKey } from "@/lib/rate-limit";
import { resetPasswordSchema } from "@/shared/schemas/account";
import { resetPassword } from "@/lib/account/password-reset";

// POST /api/auth/reset-password {token, password}
export const POST = route(async (req) => {
  const input = await parseJson(req, resetPasswordSchema);
  const message = await resetPassword(input, clientKey(req));
  return json({ success: true, message });
});
