import { badRequest } from "@/lib/errors";
import { fileBytes, formFiles, readMultipart } from "@/lib/media/form";
import { mediaLimits } from "@/lib/media/prepare";
import { MAX_FILES_PER_POST, type NewPostFile } from "@/lib/posts/create";
import { tooLarge } from "@/lib/errors";

/**
 * Reads the multipart body of POST /api/posts/exclusive-content: title, description, `media`
 * (repeated, up to 10 files) and optional `captions` (a JSON array, or one repeated field per file).
 */
export async function readPostForm(req: Request) {
  const limits = mediaLimits();
  const cap = MAX_FILES_PER_POST * Math.max(limits.photo, limits.video) + 1024 * 1024;
  const form = await readMultipart(req, cap, "The upload is too large");
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const files = formFiles(form, "media");
  if (files.length > MAX_FILES_PER_POST) throw badRequest(`A post can hold at most ${MAX_FILES_PER_POST} files`);
  for (const f of files) {
    if (f.size > Math.max(limits.photo, limits.video)) throw tooLarge(`${f.name || "File"}: the file is too large`);
  }
  const captions = readCaptions(form.getAll("captions").filter((v): v is string => typeof v === "string"));
  const out: NewPostFile[] = [];
  for (const [i, f] of files.entries()) {
    out.push({ bytes: await fileBytes(f), filename: f.name || undefined, caption: captions[i] ?? null });
  }
  return { title: text("title"), description: text("description") || text("content"), files: out };
}

function readCaptions(values: string[]): string[] {
  if (values.length === 1 && values[0].trim().startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(values[0]);
      if (Array.isArray(parsed)) return parsed.map((c) => (typeof c === "string" ? c : ""));
    } catch {
      throw badRequest("captions must be a JSON array of strings");
    }
  }
  return values;
}
