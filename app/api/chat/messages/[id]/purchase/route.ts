import { route } from "@/lib/http/route";
import { parseJson, validate } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { purchaseMessage } from "@/lib/checkout/message-purchase";
import { messageIdSchema, messagePurchaseSchema } from "@/shared/schemas/chat";

// POST /api/chat/messages/{id}/purchase {paymentMethod}: 201 bought | 202 {requiresAction, actionUrl} | 402 declined | 409 ALREADY_PURCHASED
export const POST = route<{ id: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  await consume(limiter("checkout", 20, 60), viewer.id, "CHECKOUT_TOO_MANY");
  const id = validate(messageIdSchema, params.id);
  const { paymentMethod } = await parseJson(req, messagePurchaseSchema);
  const result = await purchaseMessage(viewer, id, paymentMethod);
  if ("requiresAction" in result) return json({ success: true, ...result }, 202);
  return json({ success: true, ...result }, 201);
});
