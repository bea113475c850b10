import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { listExports } from "@/lib/privacy/export";

// GET /api/users/me/exports: {exports: [{_id, status, createdAt, expiresAt, url?}], nextExportAt}
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, ...(await listExports(viewer.id)) }, 200, { "cache-control": "no-store" });
});
