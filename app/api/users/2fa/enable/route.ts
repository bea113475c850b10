import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { enableTwoFactorSchema } from "@/shared/schemas/auth";
import { enableTwoFactor } from "@/lib/auth/two-factor";

// POST /api/users/2fa/enable {code}: turns two-factor sign-in on; answers ten single-use recovery codes.
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  const { code } = await parseJson(req, enableTwoFactorSchema);
  const recoveryCodes = await enableTwoFactor(viewer.id, code);
  return json({ success: true, recoveryCodes }, 200, { "cache-control": "no-store" });
});
