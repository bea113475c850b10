import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { addHashes } from "@/lib/hash-lists/lists";
import { readHashes } from "@/lib/hash-lists/requests";
import { consume, limiter } from "@/lib/rate-limit";

// POST /api/admin/hash-lists/{id}/hashes {hashes: [hex…]} or multipart `file`, one hash per line (admin)
export const POST = route<{ id: string }>(async (req, { params }) => {
  const admin = await requireAdmin(req);
  await consume(limiter("hash-list-import", 60, 60), admin.id);
  const { hashes } = await readHashes(req);
  return json({ success: true, ...(await addHashes(admin, params.id, hashes, new Date())) });
});
