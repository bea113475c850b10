import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { twoFactorStatus } from "@/lib/auth/two-factor";

// GET /api/users/2fa: {enabled, recoveryCodesLeft}
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, ...(await twoFactorStatus(viewer.id)) }, 200, { "cache-control": "no-store" });
});
