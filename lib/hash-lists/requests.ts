import { badRequest, fieldError, unsupportedMedia } from "@/lib/errors";
import { MAX_BUFFERED_BODY_BYTES, readBodyCapped } from "@/lib/http/body";
import { mediaType, parseJson, validate } from "@/lib/http/parse";
import { mediaUploadRules, mediaErrors } from "@/lib/media/prepare";
import { mediaLimits } from "@/lib/media/limits";
import { pdqHash, type PdqHash } from "@/lib/media/pdq";
import { refuseHugeImage } from "@/lib/media/pixels";
import { withUpload } from "@/lib/media/upload";
import { hashesSchema, type HashesInput } from "@/shared/schemas/hash-lists";

// The bodies of the hash-list endpoints that are more than one JSON object.

/**
 * POST /api/admin/hash-lists/{id}/hashes: JSON {hashes: [hex…]}, or multipart with a `file` of one
 * hash per line (blank lines and lines starting with "#" skipped; a line may carry more columns
 * after a comma or a space, as hash-sharing exports do: the first is the hash). Either way at most
 * 1 MB, checked by the same schema (a bad line is `hashes.<n>` in the field errors, counted from 0).
 */
export async function readHashes(req: Request): Promise<HashesInput> {
  if (mediaType(req) !== "multipart/form-data") return parseJson(req, hashesSchema, { maxBytes: MAX_BUFFERED_BODY_BYTES });
  const body = await readBodyCapped(req, MAX_BUFFERED_BODY_BYTES);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": req.headers.get("content-type") ?? "" } }).formData();
  } catch {
    throw badRequest("INVALID_FORM_DATA");
  }
  const file = form.get("file");
  if (!file || typeof file === "string") throw badRequest("FILE_REQUIRED", { errors: fieldError("file", "FILE_REQUIRED") });
  const hashes = (await file.text())
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(/[,;\s]/)[0]!);
  return validate(hashesSchema, { hashes });
}

/** POST /api/admin/media/hash: the PDQ hash of one image (multipart `file`), stored nowhere. */
export async function hashUploadedImage(req: Request): Promise<PdqHash> {
  const rules = { ...mediaUploadRules(["file"], 1, "ONE_IMAGE_ONLY"), limits: { image: mediaLimits().image } };
  return withUpload(req, rules, async ({ files: [file] }) => {
    if (!file) throw badRequest("FILE_REQUIRED", { errors: fieldError("file", "FILE_REQUIRED") });
    const label = file.filename || "File";
    await refuseHugeImage(file.path, () => mediaErrors.tooManyPixels(label));
    try {
      return await pdqHash(file.path);
    } catch {
      throw unsupportedMedia("IMAGE_UNREADABLE", { params: { name: label } });
    }
  });
}
