/** Creators per page of /discover (the server's first page and the API's later ones). */
export const TRENDING_PAGE_SIZE = 12;

/** One creator of GET /api/users/discover/trending (SPEC section 3). */
export interface TrendingCreator {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  profileImage: string | null;
  coverImage: string | null;
  bio: string | null;
  subscriberCount: number;
  postCount: number;
  recentSubscribers: number;
  subscriptionPrice: number | null;
  trendingRank: number;
}

export interface TrendingBody {
  creators: TrendingCreator[];
  pagination: { page: number; limit: number; totalPages: number; totalCount: number; hasNext: boolean; hasPrev: boolean };
}
