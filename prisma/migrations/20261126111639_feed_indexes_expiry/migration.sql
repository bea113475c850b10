-- DropIndex
DROP INDEX "Post_authorId_status_publishedAt_id_idx";

-- DropIndex
DROP INDEX "Post_status_publishedAt_id_authorId_idx";

-- CreateIndex
CREATE INDEX "Post_authorId_status_publishedAt_id_expiresAt_idx" ON "Post"("authorId", "status", "publishedAt" DESC, "id" DESC, "expiresAt");

-- CreateIndex
CREATE INDEX "Post_status_publishedAt_id_authorId_expiresAt_idx" ON "Post"("status", "publishedAt" DESC, "id" DESC, "authorId", "expiresAt");
