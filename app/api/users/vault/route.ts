import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { listVault } from "@/lib/vault/vault";
import { vaultQuerySchema } from "@/shared/schemas/vault";

// GET /api/users/vault?type=photo|video&page&limit: every medium the viewer uploaded, newest first
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  const query = parseQuery(req, vaultQuerySchema);
  return json({ success: true, ...(await listVault(viewer.id, query)) }, 200, { "cache-control": "private, no-store" });
});
