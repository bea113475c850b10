import { badRequest, tooLarge, unsupportedMedia, fieldError } from "@/lib/errors";
import { PUBLIC_IMAGE_MAX_BYTES, type PublicImageInput } from "@/lib/media/public-images";
import { withUpload } from "@/lib/media/upload";

/**
 * The one image file of an avatar/cover upload (field profileImage or coverImage), streamed to a
 * temporary file (checked by its first bytes, 5 MB counted as it arrives), given to `fn`, then removed.
 */
export function withImageUpload<T>(req: Request, field: string, fn: (image: PublicImageInput) => Promise<T>): Promise<T> {
  const rules = {
    fileFields: [field],
    maxFiles: 1,
    tooManyFiles: "ONE_IMAGE_ONLY" as const,
    limits: { image: PUBLIC_IMAGE_MAX_BYTES },
    wrongKind: () => unsupportedMedia("IMAGE_INVALID"),
    tooBig: () => tooLarge("IMAGE_TOO_LARGE"),
  };
  return withUpload(req, rules, async ({ files: [file] }) => {
    if (!file) throw badRequest("IMAGE_INVALID", { errors: fieldError(field, "IMAGE_REQUIRED") });
    return fn(file);
  });
}
