import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { traceUpload } from "@/lib/leaks/trace";

const noStore = { "cache-control": "private, no-store" };

// POST /api/leaks/trace (multipart `file`): who a leaked copy came from (issue 25 §5, lib/leaks/trace.ts).
// 200 {success, traceId, media, suspects}; a long video: 202 {success, traceId}, then GET /api/leaks/trace/{traceId}.
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("leak-trace", 20, 60 * 60), viewer.id, "LEAK_TRACES_TOO_MANY");
  const answer = await traceUpload(req, viewer);
  if (answer.status === "queued") return json({ success: true, traceId: answer.traceId }, 202, noStore);
  return json({ success: true, traceId: answer.traceId, media: answer.media, suspects: answer.suspects }, 200, noStore);
});
