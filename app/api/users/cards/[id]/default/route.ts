import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { idOr404 } from "@/lib/posts/ids";
import { setDefaultCard } from "@/lib/wallet/cards";

// PUT /api/users/cards/{id}/default
export const PUT = route<{ id: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  return json({ success: true, cards: await setDefaultCard(viewer.id, idOr404(params.id, "CARD_NOT_FOUND")) });
});
