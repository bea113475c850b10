import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { tipSchema } from "@/shared/schemas/tips";
import { sendTip } from "@/lib/checkout/tip";

// POST /api/tips {recipientUsername, amount, cardId}
// 201 sent (charged) | 202 {requiresAction, actionUrl} | 402 declined
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("tips", 30, 60), viewer.id, "TIPS_TOO_MANY");
  const input = await parseJson(req, tipSchema);
  const result = await sendTip(viewer, input);
  if ("requiresAction" in result) return json({ success: true, ...result }, 202);
  return json({ success: true, ...result }, 201);
});
