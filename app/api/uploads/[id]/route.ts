import { route } from "@/lib/http/route";
import { requireViewer } from "@/lib/auth/viewer";
import { handleUpload } from "@/lib/uploads/tus";

type Params = { id: string };

// tus 1.0 on one upload, for its uploader only (anyone else: 404). lib/uploads/tus.ts.
// HEAD: Upload-Offset and Upload-Length, to resume.
export const HEAD = route<Params>(async (req, { params }) => handleUpload(req, (await requireViewer(req)).id, params.id));
// PATCH: Upload-Offset, body application/offset+octet-stream -> 204 with the new Upload-Offset.
export const PATCH = route<Params>(async (req, { params }) => handleUpload(req, (await requireViewer(req)).id, params.id));
// DELETE (termination) -> 204.
export const DELETE = route<Params>(async (req, { params }) => handleUpload(req, (await requireViewer(req)).id, params.id));
