import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireAdmin } from "@/lib/auth/viewer";
import { hashUploadedImage } from "@/lib/hash-lists/requests";
import { consume, limiter } from "@/lib/rate-limit";

// POST /api/admin/media/hash, multipart `file`: the image's PDQ hash and quality; nothing is stored (admin)
export const POST = route(async (req) => {
  const admin = await requireAdmin(req);
  await consume(limiter("admin-media-hash", 60, 60), admin.id);
  const { hash, quality } = await hashUploadedImage(req);
  return json({ success: true, pdq: hash, quality }, 200, { "cache-control": "no-store" });
});
