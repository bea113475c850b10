import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { getViewer } from "@/lib/auth/viewer";
import { unauthorized } from "@/lib/errors";
import { clientKey, consume, limiter } from "@/lib/rate-limit";
import { createAppeal } from "@/lib/moderation/appeals";
import { appealSchema } from "@/shared/schemas/reports";

// POST /api/appeals {reportId, message, token?}: the author of decided content appeals, once (second:
// 409 appeal_exists); signed in, or with the statement e-mail's token (a suspended or banned author)
export const POST = route(async (req) => {
  const viewer = await getViewer(req);
  await consume(limiter("appeal", 10, 60 * 60), viewer?.id ?? clientKey(req), "APPEALS_TOO_MANY");
  const input = await parseJson(req, appealSchema);
  if (!viewer && !input.token) throw unauthorized();
  return json({ success: true, appeal: await createAppeal(viewer?.id ?? null, input) }, 201);
});
