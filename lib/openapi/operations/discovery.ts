import { z } from "zod";
import { featuredQuerySchema, trendingQuerySchema } from "@/shared/schemas/discovery";
import { searchQuerySchema } from "@/lib/search/users";
import { DiscoveryPagination, FeaturedCreator, SearchUser, TrendingCreator, successTrue } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Discovery and search";

export const discoveryOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/users/discover/featured",
    operationId: "featuredCreators",
    tag,
    summary: "Featured creators",
    description: `Creators with subscriberCount >= minSubscribers, most subscribers first, then newest account, then id.
\`limit\` 5 by default, at most 50. **The signed-in viewer is left out of their own featured list.** \`category\` (a
slug): only the creators who chose it (an unknown slug gives an empty list).`,
    auth: "optional",
    query: featuredQuerySchema,
    answers: [
      {
        status: 200,
        description: "a page of creators",
        schema: z.object({ success: successTrue, creators: z.array(FeaturedCreator), pagination: DiscoveryPagination }),
      },
    ],
    errors: { 400: "a query value that is not a number" },
  },
  {
    method: "GET",
    path: "/api/users/discover/trending",
    operationId: "trendingCreators",
    tag,
    summary: "Trending creators",
    description: `\`recentSubscribers\` = subscriptions of the creator whose start date is within the last 30 days, whatever
their status now (a renewal after a lapse starts a new period and counts). Ranking: recentSubscribers desc,
then subscriberCount desc, then id (stable). **Every creator with a price is listed**, those with no recent
subscriber after the others. \`trendingRank\` is the global position (offset + index + 1). The ranking is the
same for every viewer (the viewer is not excluded). \`limit\` 12 by default, at most 50. \`category\` (a slug): only
the creators who chose it (an unknown slug gives an empty list).`,
    auth: "optional",
    query: trendingQuerySchema,
    answers: [
      {
        status: 200,
        description: "a page of creators",
        schema: z.object({ success: successTrue, creators: z.array(TrendingCreator), pagination: DiscoveryPagination }),
      },
    ],
    errors: { 400: "a query value that is not a number" },
  },
  {
    method: "GET",
    path: "/api/users/search",
    operationId: "searchCreators",
    tag,
    summary: "Search creators",
    description: `Creators only (members with a subscription price), matched by username or public name; fans are never
returned, admin accounts are not listed. \`q\` is trimmed and must have 2 to 100 characters. Case-insensitive
"contains" on username, first name, last name and "first last" (the display name instead when there is one);
\`%\` and \`_\` match literally; at most 20 results (exact username, then username prefix, then most followers).
\`followerCount\` = subscribers with access now, from the same single query.`,
    auth: "optional",
    query: searchQuerySchema,
    answers: [
      {
        status: 200,
        description: "the matches",
        schema: z.object({ success: successTrue, users: z.array(SearchUser), count: z.number().int() }),
      },
    ],
    errors: { 400: '"Search query must be at least 2 characters"' },
  },
];
