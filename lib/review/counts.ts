import { prisma } from "@/lib/db";

/**
 * The admin dashboard's moderation counts (issue 19, point 10): posts waiting in the review queue
 * (pre and sampled) and takedown notices not yet decided. `now` is accepted for symmetry with the
 * dashboard's other figures; both counts are of the current state.
 */
export async function reviewCounts(_now: Date = new Date()): Promise<{ pendingReviews: number; openTakedowns: number }> {
  const [pendingReviews, openTakedowns] = await Promise.all([
    prisma.postReview.count({ where: { status: "pending" } }),
    prisma.takedown.count({ where: { status: "open" } }),
  ]);
  return { pendingReviews, openTakedowns };
}
