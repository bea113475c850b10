import { expressionBuilder, sql, type Expression, type SqlBool } from "kysely";
import type { DB } from "@/lib/db/kysely";

/**
 * THE fact "this member bought this post" as SQL (a Purchase row, issue 21): what the post rule
 * (lib/access/posts.ts) reads for buyers. A purchase is written with its payment's ledger journal
 * (lib/checkout/complete.ts) and removed when that payment is reversed (lib/checkout/refunds.ts).
 */
const eb = expressionBuilder<DB, never>();

/** Whether `buyerId` (null = anonymous: never) bought the post `postId` (an EXISTS on the unique pair). */
export function boughtPostSql(buyerId: string | null, postId: Expression<string>): Expression<SqlBool> {
  if (!buyerId) return sql<SqlBool>`false`;
  return eb.exists(
    eb
      .selectFrom("Purchase as pu")
      .select(sql.lit(1).as("one"))
      .where("pu.buyerId", "=", sql<string>`${buyerId}::uuid`)
      .whereRef("pu.postId", "=", postId as never),
  );
}
