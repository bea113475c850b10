import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { addCard, listCards } from "@/lib/wallet/cards";
import { cardInputSchema } from "@/shared/schemas/wallet";

// GET /api/users/cards: the viewer's own list
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, cards: await listCards(viewer.id) }, 200, { "cache-control": "private, no-store" });
});

// POST /api/users/cards: add (the first one becomes the default)
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  const input = await parseJson(req, cardInputSchema);
  return json({ success: true, card: await addCard(viewer.id, input), message: "Card added" }, 201);
});
