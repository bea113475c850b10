-- CreateEnum
CREATE TYPE "PostReviewKind" AS ENUM ('pre', 'sampled');

-- CreateEnum
CREATE TYPE "PostReviewStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "TakedownStatus" AS ENUM ('open', 'removed', 'rejected', 'restored');

-- CreateTable
CREATE TABLE "PostReview" (
    "id" UUID NOT NULL,
    "postId" UUID NOT NULL,
    "kind" "PostReviewKind" NOT NULL,
    "status" "PostReviewStatus" NOT NULL DEFAULT 'pending',
    "reason" TEXT,
    "decidedAt" TIMESTAMP(3),
    "decidedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PostReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Takedown" (
    "id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "claimantName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "urls" TEXT[],
    "description" TEXT NOT NULL,
    "signature" TEXT NOT NULL,
    "status" "TakedownStatus" NOT NULL DEFAULT 'open',
    "decidedAt" TIMESTAMP(3),
    "decidedById" UUID,
    "decisionReason" TEXT,
    "counterMessage" TEXT,
    "counterSignature" TEXT,
    "counterAt" TIMESTAMP(3),
    "counterById" UUID,
    "restoredAt" TIMESTAMP(3),
    "restoreReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Takedown_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TakedownItem" (
    "id" UUID NOT NULL,
    "takedownId" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "creatorId" UUID NOT NULL,
    "postId" UUID,

    CONSTRAINT "TakedownItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PostReview_postId_key" ON "PostReview"("postId");

-- CreateIndex
CREATE INDEX "PostReview_status_createdAt_id_idx" ON "PostReview"("status", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Takedown_reference_key" ON "Takedown"("reference");

-- CreateIndex
CREATE INDEX "Takedown_status_createdAt_id_idx" ON "Takedown"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "TakedownItem_takedownId_idx" ON "TakedownItem"("takedownId");

-- CreateIndex
CREATE INDEX "TakedownItem_creatorId_idx" ON "TakedownItem"("creatorId");

-- CreateIndex
CREATE INDEX "TakedownItem_postId_idx" ON "TakedownItem"("postId");

-- AddForeignKey
ALTER TABLE "PostReview" ADD CONSTRAINT "PostReview_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TakedownItem" ADD CONSTRAINT "TakedownItem_takedownId_fkey" FOREIGN KEY ("takedownId") REFERENCES "Takedown"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TakedownItem" ADD CONSTRAINT "TakedownItem_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE SET NULL ON UPDATE CASCADE;
