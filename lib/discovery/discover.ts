import { centsToAmount, toMemberSummary } from "@/lib/users/serialize";
import { publicImageUrl } from "@/lib/media/urls";
import { discoveryPagination } from "@/lib/discovery/pagination";
import { countCreators, featuredCreators, trendingCreators, type CreatorRow } from "@/lib/discovery/queries";
import type { Audience } from "@/lib/access/audience";
import type { FeaturedQuery, TrendingQuery } from "@/shared/schemas/discovery";

async function total(rows: CreatorRow[], fallback: () => Promise<number>) {
  return rows.length > 0 ? rows[0].totalCount : fallback();
}

// Figures come from CreatorStats (refreshed every TRENDING_REFRESH_SECONDS, lib/discovery/stats.ts).

/** GET /api/users/discover/featured. The signed-in viewer is left out of their own featured list. */
export async function getFeatured(q: FeaturedQuery, audience: Audience) {
  const opts = { minSubscribers: q.minSubscribers, excludeId: audience.viewerId, category: q.category };
  const rows = await featuredCreators({ ...opts, offset: (q.page - 1) * q.limit, limit: q.limit }, audience);
  const totalCount = await total(rows, () => countCreators(opts));
  return {
    creators: rows.map((r) => ({
      ...toMemberSummary(r),
      coverImage: publicImageUrl(r.coverImageKey),
      subscriberCount: r.subscriberCount,
      bio: r.bio ?? "",
      subscriptionPrice: centsToAmount(r.subscriptionPrice),
    })),
    pagination: discoveryPagination(q.page, q.limit, totalCount),
  };
}

/**
 * GET /api/users/discover/trending[?category=slug]: a global ranking (the viewer is included like
 * anyone else), less the creators closed to the visitor (lib/access/audience.ts).
 */
export async function getTrending(q: TrendingQuery, audience: Audience) {
  const offset = (q.page - 1) * q.limit;
  const rows = await trendingCreators({ offset, limit: q.limit, category: q.category }, audience);
  const totalCount = await total(rows, () => countCreators({ category: q.category }));
  return {
    creators: rows.map((r, i) => ({
      ...toMemberSummary(r),
      coverImage: publicImageUrl(r.coverImageKey),
      bio: r.bio ?? "",
      subscriberCount: r.subscriberCount,
      postCount: r.postCount,
      recentSubscribers: r.recentSubscribers,
      subscriptionPrice: centsToAmount(r.subscriptionPrice),
      trendingRank: offset + i + 1,
    })),
    pagination: discoveryPagination(q.page, q.limit, totalCount),
  };
}
