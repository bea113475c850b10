import { route } from "@/lib/http/route";
import { json, toErrorResponse } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { exportLimited, requestExport } from "@/lib/privacy/export";

// POST /api/users/me/export: 202 {success, exportId}; a second request within a day is 429 with
// nextExportAt (also in Retry-After)
export const POST = route(async (req, { requestId }) => {
  const viewer = await requireViewer(req);
  const result = await requestExport(viewer.id);
  if ("limited" in result) {
    const res = await toErrorResponse(exportLimited(result.nextExportAt), requestId, req);
    const body = { ...(await res.json()), nextExportAt: result.nextExportAt };
    const wait = Math.max(1, Math.ceil((Date.parse(result.nextExportAt) - Date.now()) / 1000));
    return json(body, 429, { "retry-after": String(wait) });
  }
  return json({ success: true, exportId: result.exportId }, 202);
});
