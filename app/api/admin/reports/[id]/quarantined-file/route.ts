import { route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/viewer";
import { serveQuarantinedFile } from "@/lib/moderation/hash-match";

// GET /api/admin/reports/{id}/quarantined-file: the upload a known-abuse match kept in quarantine (admin)
export const GET = route<{ id: string }>(async (req, { params }) => {
  await requireAdmin(req);
  return serveQuarantinedFile(params.id);
});
