import { route } from "@/lib/http/route";
import { requireAdmin } from "@/lib/auth/viewer";
import { serveIdentityDocument } from "@/lib/identity/documents";

// GET /api/admin/documents/{id}?exp&sig: an identity document, for an admin session AND a 5-minute signed link
export const GET = route<{ id: string }>(async (req, { params }) => {
  await requireAdmin(req);
  const url = new URL(req.url);
  return serveIdentityDocument(params.id, url.searchParams.get("exp"), url.searchParams.get("sig"));
});
