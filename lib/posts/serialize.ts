import { publicImageUrl } from "@/lib/media/urls";
import { publicNameFields } from "@/lib/users/public-name";

/** The rows the post queries select (lib/posts/select.ts). */
export type PostRow = {
  id: string;
  authorId: string;
  title: string;
  content: string;
  status: string;
  commentsEnabled: boolean;
  likeCount: number;
  commentCount: number;
  publishedAt: Date;
  createdAt: Date;
  author: { id: string; username: string; firstName: string; lastName: string; displayName: string | null; profileImageKey: string | null };
  media: { id: string; key: string; type: "image" | "video"; caption: string | null; mimeType: string; width: number | null; height: number | null }[];
};

export function toAuthor(a: PostRow["author"]) {
  return { _id: a.id, username: a.username, ...publicNameFields(a), profileImage: publicImageUrl(a.profileImageKey, 96) };
}

const toMediaItem = (m: PostRow["media"][number]) => ({
  _id: m.id,
  key: m.key,
  caption: m.caption ?? "",
  mimeType: m.mimeType,
  width: m.width,
  height: m.height,
});

/**
 * A post as the viewer may see it. `visible` comes from lib/posts/access.ts. A locked post keeps
 * its author, counts and dates, says `locked: true`, and carries no title, no text and no media
 * key (only how many photos and videos it holds).
 */
export function toPost(row: PostRow, opts: { visible: boolean; isLiked: boolean }) {
  const images = row.media.filter((m) => m.type === "image");
  const videos = row.media.filter((m) => m.type === "video");
  const open = opts.visible;
  // One literal for both variants rather than `{ ...common, ... }`: spreading a shared part into
  // each variant took V8's slow path and was most of the feed's serialisation time (7 us a post).
  // A locked post's `status` is undefined, so it is absent from the JSON.
  return {
    _id: row.id,
    author: toAuthor(row.author),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    commentsEnabled: row.commentsEnabled,
    isLiked: opts.isLiked,
    publishedAt: row.publishedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    mediaCount: { images: images.length, videos: videos.length },
    locked: !open,
    title: open ? row.title : null,
    content: open ? row.content : null,
    status: open ? row.status : undefined,
    images: open ? images.map(toMediaItem) : [],
    videos: open ? videos.map(toMediaItem) : [],
  };
}

export type PostJson = ReturnType<typeof toPost>;
