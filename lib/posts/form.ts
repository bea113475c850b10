import { badRequest, fieldError } from "@/lib/errors";
import { readBodyCapped } from "@/lib/http/body";
import { listField, mediaType, validate } from "@/lib/http/parse";
import { mediaUploadRules } from "@/lib/media/prepare";
import { withUpload, type UploadForm } from "@/lib/media/upload";
import { MAX_FILES_PER_POST, type NewPostFile } from "@/lib/posts/create";
import { postOffer, type PostOffer } from "@/lib/posts/offer";
import { withFinishedUploads } from "@/lib/uploads/finished";
import { mediaIdsSchema, postOfferSchema } from "@/shared/schemas/posts";
import { uploadIdsSchema } from "@/shared/schemas/uploads";

export type PostForm = { title: string; description: string; files: NewPostFile[]; mediaIds: string[]; reusedCaptions: string[]; performers: string[]; offer: PostOffer };

/** A JSON body (finished resumable uploads and vault media only) is small. */
const MAX_JSON_POST_BYTES = 64 * 1024;

/**
 * Reads the body of POST /api/posts/exclusive-content as it streams: title,
 * description, `media` (repeated, up to 10 files, each spooled to a temporary file), optional
 * `uploads` (finished resumable uploads of the author's, by id: a JSON array, comma-separated or
 * repeated; lib/uploads), optional
 * `captions` (a JSON array, or one repeated field per file: the files', then the uploads', then
 * the vault media's) and optional `performers` (the
 * usernames of co-performers: a JSON array, a comma-separated list or repeated fields; lib/consent),
 * optional `mediaIds` (media of the author's vault, by id: a JSON array, comma-separated or
 * repeated),
 * optional `price`, `freeForSubscribers`, `publishAt`, `expiresAt` (shared/schemas/posts.ts),
 * then runs `fn` with it. The same fields may come as a JSON body (no files then: `uploads`
 * and `mediaIds` as arrays). The temporary files are gone when this settles; the uploads used
 * are deleted once `fn` succeeds.
 */
export async function withPostForm<T>(req: Request, authorId: string, fn: (form: PostForm) => Promise<T>): Promise<T> {
  const run = (form: UploadForm) => {
    const { post, uploads, uploadCaptions } = toPostForm(form);
    return withFinishedUploads(authorId, uploads, (finished) =>
      fn({ ...post, files: [...post.files, ...finished.map((u, i) => ({ file: u.file, filename: u.filename || undefined, caption: uploadCaptions[i] ?? null }))] }),
    );
  };
  if (mediaType(req) === "application/json") return run(await jsonForm(req));
  const rules = mediaUploadRules(["media"], MAX_FILES_PER_POST, "POST_TOO_MANY_FILES");
  return withUpload(req, rules, run);
}

/** A JSON body as the fields of a form: arrays become one JSON value, scalars their text. */
async function jsonForm(req: Request): Promise<UploadForm> {
  let raw: unknown;
  try {
    raw = JSON.parse((await readBodyCapped(req, MAX_JSON_POST_BYTES)).toString("utf8"));
  } catch {
    throw badRequest("MALFORMED_JSON");
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw badRequest("INVALID_INPUT");
  const fields = new Map<string, string[]>();
  for (const [name, value] of Object.entries(raw)) {
    if (value === null || value === undefined) continue;
    fields.set(name, [Array.isArray(value) || typeof value === "object" ? JSON.stringify(value) : String(value)]);
  }
  return { fields, files: [] };
}

function toPostForm(form: UploadForm): { post: PostForm; uploads: string[]; uploadCaptions: string[] } {
  const text = (name: string) => form.fields.get(name)?.[0] ?? "";
  const offerFields = Object.fromEntries(["price", "freeForSubscribers", "publishAt", "expiresAt"].filter((f) => form.fields.has(f)).map((f) => [f, text(f)]));
  const offer = postOffer(validate(postOfferSchema, offerFields), new Date());
  const captions = readCaptions(form.fields.get("captions") ?? []);
  const uploads = validate(uploadIdsSchema, { uploads: readIds(form.fields.get("uploads") ?? [], "uploads") }).uploads;
  const uploaded = form.files.length + uploads.length;
  return {
    post: {
      title: text("title"),
      description: text("description") || text("content"),
      files: form.files.map((file, i) => ({ file, filename: file.filename || undefined, caption: captions[i] ?? null })),
      mediaIds: validate(mediaIdsSchema, { mediaIds: readIds(form.fields.get("mediaIds") ?? [], "mediaIds") }).mediaIds,
      reusedCaptions: captions.slice(uploaded),
      performers: readList(form.fields.get("performers") ?? []),
      offer,
    },
    uploads,
    uploadCaptions: captions.slice(form.files.length, uploaded),
  };
}

function readCaptions(values: string[]): string[] {
  if (values.length === 1 && values[0].trim().startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(values[0]);
      if (Array.isArray(parsed)) return parsed.map((c) => (typeof c === "string" ? c : ""));
    } catch {
      throw badRequest("CAPTIONS_INVALID");
    }
  }
  return values;
}

/** Usernames: a JSON array, comma-separated, or one per repeated field; blanks dropped. */
function readList(values: string[]): string[] {
  if (values.length === 1 && values[0].trim().startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(values[0]);
      if (Array.isArray(parsed)) return parsed.filter((v): v is string => typeof v === "string" && v.trim() !== "").map((v) => v.trim());
    } catch {
      // fall through: an invalid JSON array is refused below
    }
    throw badRequest("PERFORMERS_INVALID");
  }
  return values.flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
}

/** Ids (vault media, uploads): a JSON array, comma-separated, or one per repeated field; blanks dropped. */
function readIds(values: string[], field: "mediaIds" | "uploads"): unknown {
  const code = field === "uploads" ? "UPLOADS_INVALID" : "MEDIA_IDS_INVALID";
  return listField(values, () => badRequest(code, { errors: fieldError(field, code) }));
}
