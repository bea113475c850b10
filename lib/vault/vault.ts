import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/errors";
import { signedMediaUrl } from "@/lib/media/signed-url";
import { posterUrl } from "@/lib/media/playback";
import { photoSrcset } from "@/lib/media/photo-widths";
import { isThumbHash } from "@/shared/media/placeholders";
import { pageInfo } from "@/lib/posts/paging";
import { deleteQuietly } from "@/lib/storage";
import { sendDeletionJob } from "@/lib/queue/media";
import { STORED_FILES_SELECT, storedFilesOf } from "@/lib/media/stored-files";
import { inUse, mediaUsage } from "@/lib/vault/usage";
import type { VaultQuery } from "@/shared/schemas/vault";

/**
 * The vault (issue 21 point 6): every medium a member uploaded (post media and chat attachments
 * alike: one Media row each, owned by them), newest first, to reuse in posts by id (`mediaIds`,
 * lib/posts/create.ts) instead of uploading again. A post shows media through PostMedia, so
 * deleting a post leaves its media here; deleting a medium is refused while it is in use
 * (lib/vault/usage.ts).
 */

export const MEDIA_IN_USE = "MEDIA_IN_USE";

/** GET /api/users/vault?type=photo|video&page&limit */
export async function listVault(ownerId: string, q: VaultQuery, now = new Date()) {
  const where = { ownerId, ...(q.type === "photo" ? { type: "image" as const } : q.type === "video" ? { type: "video" as const } : {}) };
  const [total, rows] = await Promise.all([
    prisma.media.count({ where }),
    prisma.media.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
      select: {
        id: true,
        type: true,
        key: true,
        mimeType: true,
        size: true,
        width: true,
        height: true,
        durationMs: true,
        placeholder: true,
        posterKey: true,
        status: true,
        photoWidths: true,
        createdAt: true,
        messageId: true,
      },
    }),
  ]);
  // How many posts show each medium of the page: a count per listed medium. (Prisma's
  // `_count: { placements }` grouped the whole PostMedia index, 3.8M rows at 10x, for 20 media.)
  const placements = rows.length
    ? await prisma.postMedia.groupBy({ by: ["mediaId"], where: { mediaId: { in: rows.map((m) => m.id) } }, _count: { _all: true } })
    : [];
  const postsOf = new Map(placements.map((p) => [p.mediaId, p._count._all]));
  return {
    items: rows.map((m) => ({
      _id: m.id,
      type: m.type === "image" ? ("photo" as const) : ("video" as const),
      key: m.key,
      mimeType: m.mimeType,
      size: Number(m.size),
      width: m.width,
      height: m.height,
      durationSeconds: m.durationMs === null ? null : Math.round(m.durationMs / 1000),
      placeholder: isThumbHash(m.placeholder) ? m.placeholder : null,
      /** a signed link for the owner's own preview (lib/media/signed-url.ts): a video's poster, "" until it has one (its original is never served) */
      url: m.type !== "video" ? signedMediaUrl(m.key, now.getTime()).url : m.status === "ready" && m.posterKey ? posterUrl(m, ownerId, now.getTime()) : "",
      /** a photo's narrower copies */
      srcset: m.type === "image" ? photoSrcset(m.key, m.photoWidths, now.getTime()) : [],
      /** a video's processing state (decision 074): it plays once ready */
      status: m.status,
      posts: postsOf.get(m.id) ?? 0,
      inMessage: m.messageId !== null,
      createdAt: m.createdAt.toISOString(),
    })),
    pagination: pageInfo(q.page, q.limit, total),
  };
}

/** DELETE /api/users/vault/{mediaId}: the owner's medium, unless in use (409 MEDIA_IN_USE); its stored file (and a photo's copies) go too. */
export async function deleteFromVault(ownerId: string, mediaId: string) {
  const keys = await prisma.$transaction(async (tx) => {
    const media = await tx.media.findUnique({ where: { id: mediaId }, select: { id: true, ownerId: true, ...STORED_FILES_SELECT } });
    if (!media || media.ownerId !== ownerId) throw notFound("MEDIA_NOT_FOUND");
    if (inUse(await mediaUsage(tx, mediaId))) {
      throw new AppError(409, "This file is used by a post or a paid message", undefined, MEDIA_IN_USE);
    }
    await tx.media.delete({ where: { id: mediaId } });
    return storedFilesOf(media);
  }).catch((err: unknown) => {
    // a post took it meanwhile: its PostMedia row restricts the delete (P2003)
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2003") throw new AppError(409, "This file is used by a post or a paid message", undefined, MEDIA_IN_USE);
    throw err;
  });
  // the original, a photo's copies, a video's poster and renditions: by a job (the worker's), or here if it cannot be queued
  if (!(await sendDeletionJob(keys))) await deleteQuietly(keys);
  return { message: "Deleted from your vault" };
}
