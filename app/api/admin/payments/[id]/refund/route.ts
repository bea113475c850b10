import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { refundPayment } from "@/lib/checkout/refunds";
import { paymentSummary } from "@/lib/payments/serialize";
import { refundSchema } from "@/shared/schemas/payments";

// POST /api/admin/payments/{id}/refund {reason} (admin): the provider refunds, the payment is reversed
export const POST = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  const { reason } = await parseJson(req, refundSchema);
  const payment = await refundPayment(admin, params.id, reason);
  return json({ success: true, message: "Payment refunded", payment: paymentSummary(payment) });
});
