import type { FeedPost } from "@/components/posts/types";

/** One page of GET /api/posts/home (the server renders the first one with the home page). */
export interface FeedPage {
  posts: FeedPost[];
  pagination: { currentPage: number; hasNext: boolean; limit: number };
  hasSubscriptions: boolean;
}
