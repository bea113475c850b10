-- DropIndex
DROP INDEX "Post_status_publishedAt_id_idx";

-- CreateIndex
CREATE INDEX "Post_status_publishedAt_id_authorId_idx" ON "Post"("status", "publishedAt" DESC, "id" DESC, "authorId");
