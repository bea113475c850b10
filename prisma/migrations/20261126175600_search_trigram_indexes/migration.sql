-- Member search (lib/search/users.ts) matches "contains q" on the username and on the public
-- name (lib/users/public-name.ts publicNameSql). A b-tree cannot serve ILIKE '%q%', so at 10x the
-- data (1.1 million members) every search read the whole "User" table. Trigram GIN indexes
-- serve both conditions (a BitmapOr of the two); decision 082.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "User_username_trgm_idx" ON "User" USING GIN ("username" gin_trgm_ops);

-- The public name as publicNameSql writes it (an expression index: schema.prisma cannot express
-- it, so it lives here only; see the comment on model User)
CREATE INDEX "User_public_name_trgm_idx" ON "User" USING GIN ((COALESCE("displayName", "firstName" || ' ' || "lastName")) gin_trgm_ops);
