import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { getViewer } from "@/lib/auth/viewer";
import { clientKey, consume, limiter } from "@/lib/rate-limit";
import { createAnonymousReport, createMemberReport } from "@/lib/moderation/reports";
import { anonymousReportSchema, signedInReportSchema } from "@/shared/schemas/reports";

const TOO_MANY = "REPORTS_TOO_MANY";

// POST /api/reports: signed in {targetType, targetId, reason, details?} or {url, reason, details?} (30 an hour per member);
// anonymous (the /report page) {url, reason, details?, email, locale?} (5 per 10 minutes per client). 201 with the reference.
export const POST = route(async (req) => {
  const viewer = await getViewer(req);
  if (viewer) {
    await consume(limiter("report-member", 30, 60 * 60), viewer.id, TOO_MANY);
    const input = await parseJson(req, signedInReportSchema);
    return json({ success: true, report: await createMemberReport(viewer, input) }, 201);
  }
  await consume(limiter("report-anonymous", 5, 10 * 60), clientKey(req), TOO_MANY);
  const input = await parseJson(req, anonymousReportSchema);
  return json({ success: true, report: await createAnonymousReport(input) }, 201);
});
