import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { getWatermark, updateWatermark } from "@/lib/leaks/watermark";
import { watermarkPutSchema } from "@/shared/schemas/watermark";

const noStore = { "cache-control": "private, no-store" };

// GET /api/users/watermark: the creator's visible mark {visible, text, isDefault}
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, ...(await getWatermark(viewer.id)) }, 200, noStore);
});

// PUT /api/users/watermark {visible, text?}: turn the visible mark on or off, set its text (null: the default)
export const PUT = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("watermark-update", 30, 60 * 60), viewer.id);
  const input = await parseJson(req, watermarkPutSchema);
  return json({ success: true, ...(await updateWatermark(viewer.id, input)) }, 200, noStore);
});
