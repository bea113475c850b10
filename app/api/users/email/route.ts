import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { emailChangeSchema } from "@/shared/schemas/account";
import { EMAIL_CHANGE_REQUESTED, requestEmailChange } from "@/lib/account/email-change";

// PUT /api/users/email {email, password}: 202, the new address must confirm (lib/account/email-change.ts).
export const PUT = route(async (req) => {
  const viewer = await requireViewer(req);
  const input = await parseJson(req, emailChangeSchema);
  const pending = await requestEmailChange(viewer.id, input);
  return json({ success: true, message: EMAIL_CHANGE_REQUESTED, pending }, 202);
});
