import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { getDiscreetMode, updateDiscreetMode } from "@/lib/account/discreet";
import { discreetModePatchSchema } from "@/shared/schemas/discreet";

const noStore = { "cache-control": "no-store" };

// GET /api/users/discreet-mode
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, discreetMode: await getDiscreetMode(viewer.id) }, 200, noStore);
});

// PUT /api/users/discreet-mode {enabled?, quietHours?: {start, end, timeZone} | null}
export const PUT = route(async (req) => {
  const viewer = await requireViewer(req);
  const patch = await parseJson(req, discreetModePatchSchema);
  return json({ success: true, discreetMode: await updateDiscreetMode(viewer.id, patch) }, 200, noStore);
});
