import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { clientKey, consume, limiter } from "@/lib/rate-limit";
import { fileCounterNotice } from "@/lib/takedowns/notices";
import { counterNoticeSchema } from "@/shared/schemas/moderation";

// POST /api/takedowns/{id}/counter-notice {message, statement: true, signature} (the creator whose content was taken down)
export const POST = route<{ id: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  await consume(limiter("takedown-counter", 10, 60 * 60), `${viewer.id}:${clientKey(req)}`, "COUNTER_NOTICES_TOO_MANY");
  const input = await parseJson(req, counterNoticeSchema, { maxBytes: 64 * 1024 });
  return json({ success: true, takedown: await fileCounterNotice(viewer.id, params.id, input, new Date()) }, 201);
});
