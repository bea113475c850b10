import { route } from "@/lib/http/route";
import { parseJson } from "@/lib/http/parse";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { getMe } from "@/lib/users/me";
import { requestAccountDeletion } from "@/lib/privacy/deletion";
import { deleteAccountSchema } from "@/shared/schemas/privacy";

// GET /api/users/me
export const GET = route(async (req) => {
  const viewer = await requireViewer(req);
  return json({ success: true, user: await getMe(viewer.id) }, 200, { "cache-control": "no-store" });
});

// DELETE /api/users/me {password, code?}: 202 {success, deletionScheduledFor} (lib/privacy/deletion.ts)
export const DELETE = route(async (req) => {
  const viewer = await requireViewer(req);
  const input = await parseJson(req, deleteAccountSchema);
  return json({ success: true, ...(await requestAccountDeletion(viewer.id, input)) }, 202);
});
