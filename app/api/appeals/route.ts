import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { createAppeal } from "@/lib/moderation/appeals";
import { appealSchema } from "@/shared/schemas/moderation";

// POST /api/appeals {reportId, message}: the author of decided content appeals, once (second: 409 appeal_exists)
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("appeal", 10, 60 * 60), viewer.id, "Too many appeals, please try again later");
  const input = await parseJson(req, appealSchema);
  return json({ success: true, appeal: await createAppeal(viewer.id, input) }, 201);
});
