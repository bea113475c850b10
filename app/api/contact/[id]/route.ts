import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { deleteContact } from "@/lib/contact/contacts";

// DELETE /api/contact/{id} (admin)
export const DELETE = route<{ id: string }>(async (req, { params }) => {
  await requireAdmin(req);
  await deleteContact(params.id);
  return json({ success: true, message: "Contact deleted successfully" });
});
