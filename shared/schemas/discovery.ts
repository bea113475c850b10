import { z } from "@/shared/zod";
import { categoryFilter } from "@/shared/schemas/back-office";

const page = z.coerce.number({ error: "page must be a number" }).int().min(1).max(10000).default(1);
const limit = (def: number) =>
  z.coerce.number({ error: "limit must be a number" }).int().min(1).default(def).transform((n) => Math.min(n, 50));

export const featuredQuerySchema = z.object({
  page,
  limit: limit(5),
  minSubscribers: z.coerce.number({ error: "minSubscribers must be a number" }).int().min(0).max(1_000_000_000).default(0),
  /** a category slug: only the creators who chose it */
  category: categoryFilter,
});
export type FeaturedQuery = z.infer<typeof featuredQuerySchema>;

export const trendingQuerySchema = z.object({ page, limit: limit(12), category: categoryFilter });
export type TrendingQuery = z.infer<typeof trendingQuerySchema>;
