import { badRequest, tooLarge, unsupportedMedia } from "@/lib/errors";
import { PUBLIC_IMAGE_INVALID, PUBLIC_IMAGE_MAX_BYTES, PUBLIC_IMAGE_TOO_LARGE, type PublicImageInput } from "@/lib/media/public-images";
import { withUpload } from "@/lib/media/upload";

/**
 * The one image file of an avatar/cover upload (field profileImage or coverImage), streamed to a
 * temporary file (checked by its first bytes, 5 MB counted as it arrives), given to `fn`, then removed.
 */
export function withImageUpload<T>(req: Request, field: string, fn: (image: PublicImageInput) => Promise<T>): Promise<T> {
  const rules = {
    fileFields: [field],
    maxFiles: 1,
    tooManyFiles: "Please select one image",
    limits: { image: PUBLIC_IMAGE_MAX_BYTES },
    wrongKind: () => unsupportedMedia(PUBLIC_IMAGE_INVALID),
    tooBig: () => tooLarge(PUBLIC_IMAGE_TOO_LARGE),
  };
  return withUpload(req, rules, async ({ files: [file] }) => {
    if (!file) throw badRequest(PUBLIC_IMAGE_INVALID, { [field]: ["An image file is required"] });
    return fn(file);
  });
}
