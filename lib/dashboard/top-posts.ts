import { sql } from "kysely";
import { kysely, type Db } from "@/lib/db/kysely";
import type { DashboardAnswer } from "@/shared/answers/dashboard";
import type { Buckets } from "./buckets";

const TOP = 5;

/**
 * The creator's best posts of the period: most liked (likes given in it) and most bought
 * (purchases made in it), at most five each, each with both counts. Each list is one statement:
 * the creator's posts (authorId index) joined to their likes (primary key, postId first) or
 * purchases (postId index), counted, ordered and cut in SQL.
 */
export async function topPosts(creatorId: string, b: Buckets, db?: Db): Promise<DashboardAnswer["topPosts"]> {
  const k = kysely(db);
  const likes = k
    .selectFrom("Like as l")
    .innerJoin("Post as p", "p.id", "l.postId")
    .select(["l.postId", sql<number>`count(*)::int`.as("n")])
    .where("p.authorId", "=", creatorId)
    .where("l.createdAt", ">=", b.start)
    .where("l.createdAt", "<", b.end)
    .groupBy("l.postId");
  const purchases = k
    .selectFrom("Purchase as u")
    .innerJoin("Post as p", "p.id", "u.postId")
    .select(["u.postId", sql<number>`count(*)::int`.as("n")])
    .where("p.authorId", "=", creatorId)
    .where("u.kind", "=", "post")
    .where("u.createdAt", ">=", b.start)
    .where("u.createdAt", "<", b.end)
    .groupBy("u.postId");
  const best = (by: "likes" | "purchases") => {
    const top = by === "likes" ? "l.n" : "u.n";
    return k
      .with("likes", () => likes)
      .with("purchases", () => purchases)
      .selectFrom("Post as p")
      .leftJoin("likes as l", "l.postId", "p.id")
      .leftJoin("purchases as u", "u.postId", "p.id")
      .select(["p.id as _id", "p.title", sql<number>`COALESCE(${sql.ref("l.n")}, 0)`.as("likes"), sql<number>`COALESCE(${sql.ref("u.n")}, 0)`.as("purchases")])
      .where("p.authorId", "=", creatorId)
      .where(sql.ref(top), "is not", null)
      .orderBy(sql.ref(top), "desc")
      .orderBy("p.publishedAt", "desc")
      .orderBy("p.id", "asc")
      .limit(TOP)
      .execute();
  };
  const [byLikes, byPurchases] = await Promise.all([best("likes"), best("purchases")]);
  return { byLikes, byPurchases };
}
