import { route } from "@/lib/http/route";
import { parseQuery } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { getViewer } from "@/lib/auth/viewer";
import { visitorLocation } from "@/lib/geo/visitor";
import { audienceOf } from "@/lib/access/audience";
import { searchQuerySchema, searchUsers } from "@/lib/search/users";

// GET /api/users/search?q= (bearer optional; at least 2 characters after trimming)
export const GET = route(async (req) => {
  const { q } = parseQuery(req, searchQuerySchema);
  const viewer = await getViewer(req);
  const users = await searchUsers(q, audienceOf(viewer?.id ?? null, visitorLocation(req)));
  return json({ success: true, users, count: users.length });
});
