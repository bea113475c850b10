import { prisma } from "@/lib/db";
import { unauthorized } from "@/lib/errors";
import type { Watermark } from "@/shared/schemas/watermark";

// A creator's optional visible mark (issue 25 §7, decision 094): a discreet line of text burnt into
// the corner of their NEW photos (lib/media/prepare.ts, at upload) and videos (their renditions,
// lib/media-pipeline/process.ts), for everyone, on top of the invisible per-fan mark. Stored on the
// user row (watermarkVisible, watermarkText: null = the default `velvet/@username`). Media made
// before the mark was turned on keep no mark, and turning it off does not remove it from media made meanwhile.

export const defaultMarkText = (username: string) => `velvet/@${username}`;

function toWatermark(row: { username: string; watermarkVisible: boolean; watermarkText: string | null }): Watermark {
  return { visible: row.watermarkVisible, text: row.watermarkText ?? defaultMarkText(row.username), isDefault: row.watermarkText === null };
}

const select = { username: true, watermarkVisible: true, watermarkText: true } as const;

/** GET /api/users/watermark. */
export async function getWatermark(userId: string): Promise<Watermark> {
  const row = await prisma.user.findUnique({ where: { id: userId }, select });
  if (!row) throw unauthorized("AUTHENTICATION_REQUIRED");
  return toWatermark(row);
}

/** PUT /api/users/watermark {visible, text?}: text null/absent = the default; the default text itself is stored as null. */
export async function updateWatermark(userId: string, input: { visible: boolean; text?: string | null }): Promise<Watermark> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { username: true } });
  if (!user) throw unauthorized("AUTHENTICATION_REQUIRED");
  const text = input.text && input.text !== defaultMarkText(user.username) ? input.text : null;
  const row = await prisma.user.update({ where: { id: userId }, data: { watermarkVisible: input.visible, watermarkText: text }, select });
  return toWatermark(row);
}

/** The text to burn into a new medium of this owner's, or null when their visible mark is off. */
export async function visibleMarkOf(ownerId: string): Promise<string | null> {
  const row = await prisma.user.findUnique({ where: { id: ownerId }, select });
  return row?.watermarkVisible ? toWatermark(row).text : null;
}
