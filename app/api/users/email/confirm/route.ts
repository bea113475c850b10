import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { clientKey } from "@/lib/rate-limit";
import { emailTokenSchema } from "@/shared/schemas/account";
import { confirmEmailChange, EMAIL_CHANGED } from "@/lib/account/email-change";

// POST /api/users/email/confirm {token}: the link mailed to the new address (page /confirm-email).
export const POST = route(async (req) => {
  const { token } = await parseJson(req, emailTokenSchema);
  const { email } = await confirmEmailChange(token, clientKey(req));
  return json({ success: true, message: EMAIL_CHANGED, email });
});
