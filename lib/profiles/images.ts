import { prisma } from "@/lib/db";
import { unauthorized } from "@/lib/errors";
import { deletePublicImage, storePublicImage, type PublicImageInput } from "@/lib/media/public-images";
import { publicImageUrl } from "@/lib/media/urls";
import { knownAbuseScreen } from "@/lib/moderation/hash-match";

/**
 * Replaces a user's avatar or cover: check and re-encode the bytes (lib/media/public-images.ts),
 * store the variants, point the user row at the new key, then delete the old files.
 * Used by POST /api/users/profile-image, /cover-image and the demo seed.
 */
async function replaceImage(userId: string, image: PublicImageInput, kind: "avatar" | "cover"): Promise<string> {
  const field = kind === "avatar" ? "profileImageKey" : "coverImageKey";
  const before = await prisma.user.findUnique({ where: { id: userId }, select: { profileImageKey: true, coverImageKey: true } });
  if (!before) throw unauthorized("INVALID_TOKEN");
  const key = await storePublicImage(kind, image, knownAbuseScreen(userId));
  try {
    await prisma.user.update({ where: { id: userId }, data: { [field]: key } });
  } catch (err) {
    await deletePublicImage(key);
    throw err;
  }
  await deletePublicImage(before[field]);
  return publicImageUrl(key) as string;
}

export const setProfileImage = (userId: string, image: PublicImageInput) => replaceImage(userId, image, "avatar");
export const setCoverImage = (userId: string, image: PublicImageInput) => replaceImage(userId, image, "cover");
