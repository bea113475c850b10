/** Client-side shapes of the posts API (README.md "API", SPEC section 3). */

export interface PostAuthor {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  profileImage: string | null;
}

export interface PostMedia {
  _id: string;
  key: string;
  caption?: string | null;
  mimeType?: string;
  width?: number | null;
  height?: number | null;
}

/** A post from the feed, a profile or the composer. Locked previews carry no title, text or media. */
export interface FeedPost {
  _id: string;
  author: PostAuthor;
  title?: string | null;
  content: string | null;
  images: PostMedia[];
  videos?: PostMedia[];
  likeCount: number;
  commentCount: number;
  isLiked: boolean;
  commentsEnabled?: boolean;
  publishedAt?: string;
  createdAt: string;
  locked?: boolean;
  mediaCount?: { images: number; videos: number };
}

export interface PostComment {
  _id: string;
  content: string;
  createdAt: string;
  user: PostAuthor;
}

export function displayName(user: { firstName?: string | null; lastName?: string | null; username: string }): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return full || user.username;
}
