-- DropIndex
DROP INDEX "Post_authorId_publishedAt_id_idx";

-- DropIndex
DROP INDEX "Post_authorId_status_publishedAt_id_idx";

-- DropIndex
DROP INDEX "Post_publishedAt_id_idx";

-- DropIndex
DROP INDEX "Post_status_publishedAt_id_idx";

-- DropIndex
DROP INDEX "Subscription_subscriberId_status_endDate_idx";

-- CreateIndex
CREATE INDEX "Post_authorId_publishedAt_id_idx" ON "Post"("authorId", "publishedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Post_publishedAt_id_idx" ON "Post"("publishedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Post_authorId_status_publishedAt_id_idx" ON "Post"("authorId", "status", "publishedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Post_status_publishedAt_id_idx" ON "Post"("status", "publishedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Subscription_subscriberId_status_endDate_creatorId_idx" ON "Subscription"("subscriberId", "status", "endDate", "creatorId");
