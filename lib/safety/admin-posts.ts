import { prisma } from "@/lib/db";
import { directMediaLink, STAFF_VIEWER } from "@/lib/media/playback";

// A post as the back office sees it, whatever its status: text, moderation state and its media as
// short-lived signed links (admins open media through these only, never a public URL).

export type AdminPostAnswer = {
  _id: string;
  title: string;
  content: string;
  status: string;
  publishedAt: string;
  createdAt: string;
  moderatedAt: string | null;
  moderationReason: string | null;
  media: { _id: string; type: "image" | "video"; mimeType: string; caption: string; url: string; poster: string | null }[];
};

export async function adminPosts(ids: string[], now = Date.now()): Promise<Map<string, AdminPostAnswer>> {
  if (ids.length === 0) return new Map();
  const posts = await prisma.post.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: {
      id: true,
      title: true,
      content: true,
      status: true,
      publishedAt: true,
      createdAt: true,
      moderatedAt: true,
      moderationReason: true,
      placements: { orderBy: { position: "asc" }, select: { caption: true, media: { select: { id: true, type: true, mimeType: true, key: true, posterKey: true } } } },
    },
  });
  return new Map(
    posts.map((p) => [
      p.id,
      {
        _id: p.id,
        title: p.title,
        content: p.content,
        status: p.status,
        publishedAt: p.publishedAt.toISOString(),
        createdAt: p.createdAt.toISOString(),
        moderatedAt: p.moderatedAt?.toISOString() ?? null,
        moderationReason: p.moderationReason,
        media: p.placements.map(({ caption, media: m }) => ({ _id: m.id, type: m.type, caption: caption ?? "", ...directMediaLink(m, STAFF_VIEWER, now) })),
      },
    ]),
  );
}
