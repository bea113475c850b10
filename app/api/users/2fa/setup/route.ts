import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { setupTwoFactor } from "@/lib/auth/two-factor";

// POST /api/users/2fa/setup: {secret, otpauthUrl, qrCode} for the authenticator app (not in force until enabled).
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, ...(await setupTwoFactor(viewer.id)) }, 200, { "cache-control": "no-store" });
});
