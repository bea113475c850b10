import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { disableTwoFactorSchema } from "@/shared/schemas/auth";
import { disableTwoFactor } from "@/lib/auth/two-factor";

// POST /api/users/2fa/disable {password, code}
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  const { password, code } = await parseJson(req, disableTwoFactorSchema);
  await disableTwoFactor(viewer.id, password, code);
  return json({ success: true });
});
