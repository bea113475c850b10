import { route } from "@/lib/http/route";
import { requireViewer } from "@/lib/auth/viewer";
import { handleUpload } from "@/lib/uploads/tus";

// POST /api/uploads (tus 1.0 creation): Upload-Length, Upload-Metadata `filename` and `filetype`
// -> 201 Location: /api/uploads/{id}. Signed-in members; the protocol is lib/uploads/tus.ts.
export const POST = route(async (req) => handleUpload(req, (await requireViewer(req)).id));
