import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { changePassword } from "@/lib/account/password-change";
import { changePasswordSchema } from "@/shared/schemas/account";

// PUT /api/users/password {currentPassword, newPassword}
export const PUT = route(async (req) => {
  const viewer = await requireViewer(req);
  const input = await parseJson(req, changePasswordSchema);
  const message = await changePassword(viewer.id, viewer.sessionId, input);
  return json({ success: true, message });
});
