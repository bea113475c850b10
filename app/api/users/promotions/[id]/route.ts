import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { validate } from "@/lib/http/parse";
import { endPromotion } from "@/lib/offers/promotions";
import { idParamSchema } from "@/shared/schemas/offers";

// DELETE /api/users/promotions/{id}: ends the viewer's promotion now
export const DELETE = route<{ id: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  const id = validate(idParamSchema, params.id);
  return json({ success: true, ...(await endPromotion(viewer.id, id)), message: "Promotion ended" });
});
