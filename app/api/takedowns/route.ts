import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requestLanguage } from "@/lib/http/request-language";
import { clientKey, consume, limiter } from "@/lib/rate-limit";
import { fileTakedown } from "@/lib/takedowns/notices";
import { takedownNoticeSchema } from "@/shared/schemas/moderation";

// POST /api/takedowns {claimantName, email, urls, description, statement: true, signature} (anyone; 5 per hour per client)
export const POST = route(async (req) => {
  await consume(limiter("takedown-notice", 5, 60 * 60), clientKey(req), "NOTICES_TOO_MANY");
  const input = await parseJson(req, takedownNoticeSchema, { maxBytes: 64 * 1024 });
  const takedown = await fileTakedown(input, req.headers.get("host"), await requestLanguage(req), new Date());
  return json({ success: true, takedown, reference: takedown.reference, message: "Your notice was received" }, 201);
});
