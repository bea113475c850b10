-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "bundleMonths" INTEGER,
ADD COLUMN     "discountPercent" INTEGER,
ADD COLUMN     "promotionId" UUID;

-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "bundleMonths" INTEGER,
ADD COLUMN     "discountPercent" INTEGER,
ADD COLUMN     "promotionId" UUID,
ADD COLUMN     "trial" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "SubscriptionBundle" (
    "creatorId" UUID NOT NULL,
    "months" INTEGER NOT NULL,
    "discountPercent" INTEGER NOT NULL,

    CONSTRAINT "SubscriptionBundle_pkey" PRIMARY KEY ("creatorId","months")
);

-- CreateTable
CREATE TABLE "Promotion" (
    "id" UUID NOT NULL,
    "creatorId" UUID NOT NULL,
    "discountPercent" INTEGER NOT NULL,
    "forNew" BOOLEAN NOT NULL,
    "forExpired" BOOLEAN NOT NULL,
    "maxClaims" INTEGER,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "endedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Promotion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TrialLink" (
    "id" UUID NOT NULL,
    "creatorId" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "days" INTEGER NOT NULL,
    "maxClaims" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TrialLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TrialClaim" (
    "id" UUID NOT NULL,
    "trialLinkId" UUID NOT NULL,
    "fanId" UUID NOT NULL,
    "creatorId" UUID NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "convertedAt" TIMESTAMP(3),

    CONSTRAINT "TrialClaim_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Promotion_creatorId_endsAt_idx" ON "Promotion"("creatorId", "endsAt");

-- CreateIndex
CREATE UNIQUE INDEX "TrialLink_code_key" ON "TrialLink"("code");

-- CreateIndex
CREATE INDEX "TrialLink_creatorId_createdAt_idx" ON "TrialLink"("creatorId", "createdAt");

-- CreateIndex
CREATE INDEX "TrialClaim_trialLinkId_idx" ON "TrialClaim"("trialLinkId");

-- CreateIndex
CREATE UNIQUE INDEX "TrialClaim_fanId_creatorId_key" ON "TrialClaim"("fanId", "creatorId");

-- CreateIndex
CREATE INDEX "Payment_promotionId_status_idx" ON "Payment"("promotionId", "status");

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubscriptionBundle" ADD CONSTRAINT "SubscriptionBundle_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Promotion" ADD CONSTRAINT "Promotion_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrialLink" ADD CONSTRAINT "TrialLink_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrialClaim" ADD CONSTRAINT "TrialClaim_trialLinkId_fkey" FOREIGN KEY ("trialLinkId") REFERENCES "TrialLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrialClaim" ADD CONSTRAINT "TrialClaim_fanId_fkey" FOREIGN KEY ("fanId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_promotionId_fkey" FOREIGN KEY ("promotionId") REFERENCES "Promotion"("id") ON DELETE SET NULL ON UPDATE CASCADE;
