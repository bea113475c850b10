import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { clientKey } from "@/lib/rate-limit";
import { emailTokenSchema } from "@/shared/schemas/account";
import { undoEmailChange } from "@/lib/account/email-change";

// POST /api/users/email/undo {token}: the link mailed to the old address (page /undo-email).
export const POST = route(async (req) => {
  const { token } = await parseJson(req, emailTokenSchema);
  const message = await undoEmailChange(token, clientKey(req));
  return json({ success: true, message });
});
