import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { unsubscribeNewsletter } from "@/lib/newsletter/subscribers";

// DELETE /api/newsletter/{id} (admin): unsubscribes the address
export const DELETE = route<{ id: string }>(async (req, { params }) => {
  await requireAdmin(req);
  await unsubscribeNewsletter(params.id);
  return json({ success: true, message: "User unsubscribed successfully" });
});
