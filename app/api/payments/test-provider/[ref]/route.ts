import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { consume, limiter } from "@/lib/rate-limit";
import { clientAddress } from "@/lib/http/client-address";
import { answerTestChallenge, testChallenge } from "@/lib/checkout/test-provider-page";
import { challengeAnswerSchema } from "@/shared/schemas/payments";

// The built-in test provider's confirmation step (3-D Secure stand-in): the page
// /payments/test-provider/{ref}?return=<path> reads and answers it. Like a bank's page, it needs
// the charge's reference, not a session.

// GET /api/payments/test-provider/{ref}?return=<path>
export const GET = route<{ ref: string }>(async (req, { params }) => {
  const answer = await testChallenge(params.ref, new URL(req.url).searchParams.get("return"));
  return json({ success: true, ...answer }, 200, { "cache-control": "no-store" });
});

// POST /api/payments/test-provider/{ref}?return=<path> {decision: "confirm" | "cancel"}
export const POST = route<{ ref: string }>(async (req, { params }) => {
  await consume(limiter("test-provider", 30, 60), clientAddress(req.headers), "TOO_MANY_REQUESTS");
  const { decision } = await parseJson(req, challengeAnswerSchema);
  const answer = await answerTestChallenge(params.ref, decision, new URL(req.url).searchParams.get("return"));
  return json({ success: true, ...answer });
});
