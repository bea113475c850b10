import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { listAuditLog } from "@/lib/audit/list";
import { auditLogQuerySchema } from "@/shared/schemas/moderation";

// GET /api/admin/audit-log?action&actor&q&page&limit (admin; read-only)
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseQuery(req, auditLogQuerySchema);
  return json({ success: true, ...(await listAuditLog(query)) }, 200, { "cache-control": "no-store" });
});
