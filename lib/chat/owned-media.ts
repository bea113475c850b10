import { prisma, type Tx } from "@/lib/db";
import { badRequest, fieldError } from "@/lib/errors";

export const MEDIA_NOT_OWNED = "MEDIA_NOT_OWNED";

/**
 * The creator's own uploaded media with these ids (a Media row of theirs), in the order given:
 * what a mass, welcome or pay-per-view message may reuse (`mediaIds`). Any id that is not theirs:
 * 400 MEDIA_NOT_OWNED. The one place this is decided, so the vault (issue 21 part 6) can take over.
 */
export async function ownedMediaForCreator(creatorId: string, mediaIds: string[], db: Tx | typeof prisma = prisma) {
  const ids = [...new Set(mediaIds)];
  if (ids.length === 0) return [];
  const rows = await db.media.findMany({ where: { id: { in: ids }, ownerId: creatorId }, select: { id: true, type: true, key: true } });
  if (rows.length !== ids.length) throw badRequest("MEDIA_NOT_OWNED", { errors: fieldError("mediaIds", "MEDIA_NOT_OWNED") });
  return ids.map((id) => rows.find((r) => r.id === id)!);
}
