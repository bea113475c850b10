-- CreateTable
CREATE TABLE "CreatorStats" (
    "creatorId" UUID NOT NULL,
    "subscriberCount" INTEGER NOT NULL,
    "recentSubscribers" INTEGER NOT NULL,
    "postCount" INTEGER NOT NULL,
    "creatorCreatedAt" TIMESTAMP(3) NOT NULL,
    "refreshedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CreatorStats_pkey" PRIMARY KEY ("creatorId")
);

-- CreateIndex
CREATE INDEX "CreatorStats_recentSubscribers_subscriberCount_creatorId_idx" ON "CreatorStats"("recentSubscribers" DESC, "subscriberCount" DESC, "creatorId");

-- CreateIndex
CREATE INDEX "CreatorStats_subscriberCount_creatorCreatedAt_creatorId_idx" ON "CreatorStats"("subscriberCount" DESC, "creatorCreatedAt" DESC, "creatorId");

-- AddForeignKey
ALTER TABLE "CreatorStats" ADD CONSTRAINT "CreatorStats_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
