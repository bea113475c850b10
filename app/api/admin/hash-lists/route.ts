import { route } from "@/lib/http/route";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { createHashList, listHashLists } from "@/lib/hash-lists/lists";
import { backOfficeListQuerySchema } from "@/shared/schemas/back-office";
import { hashListSchema } from "@/shared/schemas/hash-lists";

// GET /api/admin/hash-lists?q&page&limit (admin)
export const GET = route(async (req) => {
  await requireAdmin(req);
  const query = parseQuery(req, backOfficeListQuerySchema);
  return json({ success: true, ...(await listHashLists(query)) }, 200, { "cache-control": "no-store" });
});

// POST /api/admin/hash-lists {name, source, reason} (admin)
export const POST = route(async (req) => {
  const admin = await requireAdmin(req);
  const input = await parseJson(req, hashListSchema);
  return json({ success: true, hashList: await createHashList(admin, input, new Date()) }, 201);
});
