import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { clientKey, consume, limiter } from "@/lib/rate-limit";
import { visitorLocation } from "@/lib/geo/visitor";
import { ageCheckState, startAgeCheck } from "@/lib/identity/age-check";

// GET /api/users/age-check: whether a strong age check is required from here, satisfied, and its state
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, ageCheck: await ageCheckState(viewer.id, visitorLocation(req).country) }, 200, { "cache-control": "no-store" });
});

// POST /api/users/age-check (multipart: idDocument, selfie): the built-in strong check, reviewed by an admin
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("identity-upload", 10, 24 * 60 * 60), `${viewer.id}:${clientKey(req)}`, "SUBMISSIONS_TOO_MANY");
  return json({ success: true, ageCheck: await startAgeCheck(viewer.id, req, visitorLocation(req).country, new Date()) }, 201);
});
