import { route } from "@/lib/http/route";
import { downloadExport } from "@/lib/privacy/export";

// GET /api/users/me/exports/{id}/download?exp&sig: the export's ZIP through its signed link (7 days)
export const GET = route<{ id: string }>(async (req, { params }) => {
  const q = req.nextUrl.searchParams;
  return downloadExport(params.id, q.get("exp"), q.get("sig"));
});
