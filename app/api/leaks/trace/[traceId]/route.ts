import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { getTrace } from "@/lib/leaks/trace";

// GET /api/leaks/trace/{traceId}: a trace's status and, once done, its answer (its requester or an admin; 404 otherwise)
export const GET = route<{ traceId: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const trace = await getTrace(params.traceId, viewer.id);
  return json({ success: true, ...trace }, 200, { "cache-control": "private, no-store" });
});
