-- CreateIndex
CREATE INDEX "Post_authorId_status_publishedAt_id_idx" ON "Post"("authorId", "status", "publishedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Post_status_publishedAt_id_idx" ON "Post"("status", "publishedAt" DESC, "id");
