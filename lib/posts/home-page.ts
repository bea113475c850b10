import type { PostAnswer } from "@/shared/answers/post";
import type { Location } from "@/lib/access/posts";
import { mediaAccessFor } from "@/lib/age-assurance/media";
import { getHomeFeed } from "@/lib/posts/feed";
import { FEED_EAGER_POSTS } from "@/shared/media/feed-load";

/** The page of the feed the signed-in home renders with its HTML (the API's default page size). */
export const HOME_FIRST_PAGE = { page: 1, limit: 10 } as const;

/** What GET /api/users/content/access/{key} answers for a photo, minus `success`. */
export type SeededAccess = Awaited<ReturnType<typeof mediaAccessFor>>;

/** GET /api/posts/home's answer, as the page hands it to the feed. */
export interface HomeFeedPage {
  posts: PostAnswer[];
  hasSubscriptions: boolean;
  pagination: { currentPage: number; hasNext: boolean; limit: number };
}

/**
 * The signed-in home's first page, read while the page renders (decision 096): the feed's first
 * page as GET /api/posts/home answers it (the same `getHomeFeed`), and the signed links of the
 * photos its first FEED_EAGER_POSTS posts show (the rest ask when scrolled near), each as
 * GET /api/users/content/access/{key} answers it (the same `mediaAccessFor`: the age-assurance
 * rule, the access rule, a fan's receipt). So the posts and their first photos are in the page's
 * HTML and the browser asks for nothing before showing them. A photo whose link is refused (an age
 * check to pass, a post closed meanwhile) gets none here: the browser asks for it as before and
 * shows why.
 */
export async function homeFirstPage(viewerId: string, location: Location): Promise<{ feed: HomeFeedPage; access: Record<string, SeededAccess> }> {
  const answer = await getHomeFeed(viewerId, HOME_FIRST_PAGE, location);
  const feed: HomeFeedPage = { posts: JSON.parse(answer.postsJson) as PostAnswer[], hasSubscriptions: answer.hasSubscriptions, pagination: answer.pagination };
  const keys = [...new Set(feed.posts.slice(0, FEED_EAGER_POSTS).flatMap((p) => (p.locked ? [] : p.images.map((m) => m.key))))];
  const links = await Promise.all(keys.map((key) => mediaAccessFor(viewerId, key, location).then((a) => [key, a] as const, () => null)));
  return { feed, access: Object.fromEntries(links.filter((l) => l !== null)) };
}
