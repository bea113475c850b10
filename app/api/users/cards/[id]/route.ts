import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { idOr404 } from "@/lib/posts/ids";
import { deleteCard, listCards } from "@/lib/wallet/cards";

// DELETE /api/users/cards/{id}: the viewer's own only (404 otherwise)
export const DELETE = route<{ id: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  await deleteCard(viewer.id, idOr404(params.id, "CARD_NOT_FOUND"));
  return json({ success: true, cards: await listCards(viewer.id) });
});
