import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { createMassMessage, listMassMessages } from "@/lib/chat/mass-messages";
import { massMessageSchema } from "@/shared/schemas/chat";

// GET /api/chat/mass-messages: the viewer's past mass messages with delivered/opened/bought counts
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, massMessages: await listMassMessages(viewer.id) }, 200, { "cache-control": "no-store" });
});

// POST /api/chat/mass-messages {text, audience: active|expired|all|tippers, mediaIds?, price?}: queued for delivery (202)
export const POST = route(async (req) => {
  const viewer = await requireViewer(req);
  const input = await parseJson(req, massMessageSchema);
  return json({ success: true, massMessage: await createMassMessage(viewer.id, input) }, 202);
});
