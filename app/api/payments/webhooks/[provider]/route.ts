import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { readBodyCapped } from "@/lib/http/body";
import { consume, limiter } from "@/lib/rate-limit";
import { clientAddress } from "@/lib/http/client-address";
import { handleWebhook, SIGNATURE_HEADER } from "@/lib/checkout/webhooks";

const MAX_WEBHOOK_BYTES = 64 * 1024;

// POST /api/payments/webhooks/{provider}: the payment provider's signed events (docs/decisions/025-money.md)
export const POST = route<{ provider: string }>(async (req, { params }) => {
  await consume(limiter("payment-webhooks", 600, 60), clientAddress(req.headers), "TOO_MANY_REQUESTS");
  const body = (await readBodyCapped(req, MAX_WEBHOOK_BYTES)).toString("utf8");
  return json({ success: true, ...(await handleWebhook(params.provider, body, req.headers.get(SIGNATURE_HEADER))) });
});
