/** Client-side shapes of the posts API (SPEC section 3). */
import type { MemberSummary } from "@/shared/answers/member";
import type { PostAnswer, PostMediaItem } from "@/shared/answers/post";

// The post shape is the server's (shared/answers/post.ts): one definition for the serializer, the
// API document and these components.
export type PostAuthor = MemberSummary;
export type PostMedia = PostMediaItem;
/** A post from the feed, a profile or the composer. Locked previews carry no title, text or media. */
export type FeedPost = PostAnswer;

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
