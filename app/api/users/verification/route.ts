import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { clientKey, consume, limiter } from "@/lib/rate-limit";
import { checkStatus, submitCheck } from "@/lib/identity/checks";

// GET /api/users/verification: the viewer's creator verification (none|pending|approved|rejected, reason)
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, verification: await checkStatus(viewer.id, "creator") }, 200, { "cache-control": "no-store" });
});

// POST /api/users/verification (multipart: legalName, dateOfBirth, country, idDocument, selfie)
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("identity-upload", 10, 24 * 60 * 60), `${viewer.id}:${clientKey(req)}`, "SUBMISSIONS_TOO_MANY");
  return json({ success: true, verification: await submitCheck(viewer.id, "creator", req, new Date()) }, 201);
});
