// SPEC section 5: profile and cover images must be images and at most 5 MB.
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageProblem = "invalidImage" | "imageTooLarge";

/** The client check before the crop dialog opens; null when the file is fine. */
export function checkImageFile(file: { type: string; size: number }): ImageProblem | null {
  if (!file.type.startsWith("image/")) return "invalidImage";
  if (file.size > MAX_IMAGE_BYTES) return "imageTooLarge";
  return null;
}

/** Crop dialog constants (SPEC section 9). */
export const CROP = {
  minZoom: 1,
  maxZoom: 3,
  zoomStep: 0.1,
  initialZoom: 1,
  profileAspect: 1,
  /** the cover is cropped at the ratio it is shown at (ProfileHero): what the creator frames is what fans see */
  coverAspect: 3,
} as const;
