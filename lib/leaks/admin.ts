import { prisma } from "@/lib/db";
import type { Suspect } from "@/lib/leaks/types";

/**
 * GET /api/admin/leaks?page&limit (the back office's "Fuites"): every trace, newest first, with
 * who asked, the medium found, its suspects and the trace's status. Requesters and suspects are
 * shown by their current account (null once erased: the trace record outlives it).
 */
export async function listTraces({ page, limit }: { page: number; limit: number }) {
  const [rows, total] = await Promise.all([
    prisma.leakTrace.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }], skip: (page - 1) * limit, take: limit }),
    prisma.leakTrace.count(),
  ]);
  const media = await prisma.media.findMany({ where: { id: { in: rows.flatMap((r) => (r.mediaId ? [r.mediaId] : [])) } }, select: { id: true, type: true, ownerId: true } });
  const suspects = rows.map((r) => (r.status === "done" ? ((r.suspects as Suspect[] | null) ?? []) : []));
  const userIds = [...new Set([...rows.map((r) => r.requesterId), ...media.map((m) => m.ownerId), ...suspects.flat().map((s) => s.userId)])];
  const users = await prisma.user.findMany({ where: { id: { in: userIds } }, select: { id: true, username: true, accountStatus: true } });
  const user = new Map(users.map((u) => [u.id, { _id: u.id, username: u.username, accountStatus: u.accountStatus }]));
  const medium = new Map(media.map((m) => [m.id, m]));
  return {
    traces: rows.map((r, i) => {
      const m = r.mediaId ? medium.get(r.mediaId) : undefined;
      return {
        _id: r.id,
        status: r.status,
        kind: r.kind,
        code: r.status === "failed" ? r.error : null,
        requester: user.get(r.requesterId) ?? null,
        media: r.mediaId ? { mediaId: r.mediaId, postId: r.postId, type: m?.type ?? null, owner: m ? (user.get(m.ownerId) ?? null) : null } : null,
        suspects: suspects[i]!.map((s) => ({ ...s, accountStatus: user.get(s.userId)?.accountStatus ?? null })),
        createdAt: r.createdAt.toISOString(),
        finishedAt: r.finishedAt?.toISOString() ?? null,
      };
    }),
    pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)), hasNext: page * limit < total },
  };
}
