import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { getWelcomeMessage, setWelcomeMessage } from "@/lib/chat/welcome";
import { welcomeMessageSchema } from "@/shared/schemas/chat";

// GET /api/users/welcome-message: the viewer's welcome message (null: none)
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, welcomeMessage: await getWelcomeMessage(viewer.id) }, 200, { "cache-control": "no-store" });
});

// PUT /api/users/welcome-message {text, mediaIds?, price?}: sent to every new subscriber; an empty text without media removes it
export const PUT = route(async (req) => {
  const viewer = await requireViewer(req);
  await consume(limiter("offers-write", 60, 60 * 60), viewer.id, "CHANGES_TOO_MANY");
  const input = await parseJson(req, welcomeMessageSchema);
  return json({ success: true, welcomeMessage: await setWelcomeMessage(viewer.id, input) });
});
