import { badRequest, tooLarge, unsupportedMedia } from "@/lib/errors";

/** Reads a multipart/form-data body with an overall size cap (413 beyond it). */
export async function readMultipart(req: Request, maxBytes: number, tooLargeMessage: string): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw unsupportedMedia("Expected a multipart/form-data body");
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge(tooLargeMessage);
  try {
    return await req.formData();
  } catch {
    throw badRequest("Invalid form data");
  }
}

/** The files of a form field (repeated field allowed); strings are ignored. */
export function formFiles(form: FormData, field: string): File[] {
  return form.getAll(field).filter((v): v is File => typeof v !== "string");
}

export async function fileBytes(file: File): Promise<Buffer> {
  return Buffer.from(await file.arrayBuffer());
}
