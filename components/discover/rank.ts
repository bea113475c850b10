export type RankTier = "gold" | "silver" | "bronze" | "standard";

/** SPEC section 2: gold for 1, silver for 2, bronze for 3, otherwise standard. */
export function rankTier(rank: number): RankTier {
  if (rank === 1) return "gold";
  if (rank === 2) return "silver";
  if (rank === 3) return "bronze";
  return "standard";
}
