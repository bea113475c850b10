import { badRequest } from "@/lib/errors";
import { fileBytes, formFiles, readMultipart } from "@/lib/media/form";
import { PUBLIC_IMAGE_INVALID, PUBLIC_IMAGE_MAX_BYTES, PUBLIC_IMAGE_TOO_LARGE } from "@/lib/media/public-images";
import { tooLarge } from "@/lib/errors";

/** The one image file of an avatar/cover upload (field profileImage or coverImage). */
export async function readImageUpload(req: Request, field: string): Promise<Buffer> {
  const form = await readMultipart(req, PUBLIC_IMAGE_MAX_BYTES + 256 * 1024, PUBLIC_IMAGE_TOO_LARGE);
  const [file] = formFiles(form, field);
  if (!file) throw badRequest(PUBLIC_IMAGE_INVALID, { [field]: ["An image file is required"] });
  if (file.size > PUBLIC_IMAGE_MAX_BYTES) throw tooLarge(PUBLIC_IMAGE_TOO_LARGE);
  return fileBytes(file);
}
