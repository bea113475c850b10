import { badRequest, fieldError } from "@/lib/errors";
import { mediaUploadRules } from "@/lib/media/prepare";
import { withUpload, type UploadForm } from "@/lib/media/upload";
import { MAX_FILES_PER_POST, type NewPostFile } from "@/lib/posts/create";
import { postOffer, type PostOffer } from "@/lib/posts/offer";
import { validate } from "@/lib/http/parse";
import { mediaIdsSchema, postOfferSchema } from "@/shared/schemas/posts";

export type PostForm = { title: string; description: string; files: NewPostFile[]; mediaIds: string[]; reusedCaptions: string[]; performers: string[]; offer: PostOffer };

/**
 * Reads the multipart body of POST /api/posts/exclusive-content as it streams: title,
 * description, `media` (repeated, up to 10 files, each spooled to a temporary file), optional
 * `captions` (a JSON array, or one repeated field per file) and optional `performers` (the
 * usernames of co-performers: a JSON array, a comma-separated list or repeated fields; lib/consent),
 * optional `mediaIds` (media of the author's vault, by id: a JSON array, comma-separated or
 * repeated; their captions follow the files' in `captions`),
 * optional `price`, `freeForSubscribers`, `publishAt`, `expiresAt` (shared/schemas/posts.ts),
 * then runs `fn` with it. The
 * temporary files are gone when this settles.
 */
export function withPostForm<T>(req: Request, fn: (form: PostForm) => Promise<T>): Promise<T> {
  const rules = mediaUploadRules(["media"], MAX_FILES_PER_POST, "POST_TOO_MANY_FILES");
  return withUpload(req, rules, (form) => fn(toPostForm(form)));
}

function toPostForm(form: UploadForm): PostForm {
  const text = (name: string) => form.fields.get(name)?.[0] ?? "";
  const offerFields = Object.fromEntries(["price", "freeForSubscribers", "publishAt", "expiresAt"].filter((f) => form.fields.has(f)).map((f) => [f, text(f)]));
  const offer = postOffer(validate(postOfferSchema, offerFields), new Date());
  const captions = readCaptions(form.fields.get("captions") ?? []);
  return {
    title: text("title"),
    description: text("description") || text("content"),
    files: form.files.map((file, i) => ({ file, filename: file.filename || undefined, caption: captions[i] ?? null })),
    mediaIds: validate(mediaIdsSchema, { mediaIds: readIds(form.fields.get("mediaIds") ?? []) }).mediaIds,
    reusedCaptions: captions.slice(form.files.length),
    performers: readList(form.fields.get("performers") ?? []),
    offer,
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

/** Vault media ids: a JSON array, comma-separated, or one per repeated field; blanks dropped. */
function readIds(values: string[]): unknown {
  if (values.length === 1 && values[0].trim().startsWith("[")) {
    try {
      return JSON.parse(values[0]);
    } catch {
      throw badRequest("MEDIA_IDS_INVALID", { errors: fieldError("mediaIds", "MEDIA_IDS_INVALID") });
    }
  }
  return values.flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
}
