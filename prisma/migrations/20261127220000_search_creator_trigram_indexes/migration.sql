-- Member search (lib/search/users.ts) finds creators only (isCreatorSql: a price, a member, a
-- verified identity), yet its two trigram indexes (migration search_trigram_indexes, decision
-- 082) covered every member: at 10x the data, 1.1 million rows of which 100,000 are creators, so a
-- query that looks like fans' names ("fan_00010") fetched and threw away their rows, and every
-- lookup walked posting lists ten times longer than the creators'. Both are now partial indexes
-- over the creators, with isCreatorSql's condition as their predicate (the search's WHERE implies
-- it, so the planner uses them); decision 082, "Creators only".
DROP INDEX "User_username_trgm_idx";
DROP INDEX "User_public_name_trgm_idx";

CREATE INDEX "User_creator_username_trgm_idx" ON "User" USING GIN ("username" gin_trgm_ops)
  WHERE "subscriptionPrice" IS NOT NULL AND "role" = 'MEMBER' AND "verifiedAt" IS NOT NULL;

CREATE INDEX "User_creator_public_name_trgm_idx" ON "User" USING GIN ((COALESCE("displayName", "firstName" || ' ' || "lastName")) gin_trgm_ops)
  WHERE "subscriptionPrice" IS NOT NULL AND "role" = 'MEMBER' AND "verifiedAt" IS NOT NULL;
