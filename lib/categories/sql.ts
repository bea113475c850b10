import { sql, type Expression, type SqlBool } from "kysely";

/** Has the creator `creatorId` chosen the category whose slug is `slug`? (discover's category filter) */
export function inCategorySql(creatorId: Expression<string>, slug: unknown): Expression<SqlBool> {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM "CreatorCategory" AS "cc" INNER JOIN "Category" AS "cat" ON "cat"."id" = "cc"."categoryId" WHERE "cc"."userId" = ${creatorId} AND "cat"."slug" = ${slug})`;
}
