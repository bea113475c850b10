-- Leak tracing (issue 25, decision 085): who received each medium, with their marks' seed; traces; a creator's visible mark.
-- CreateEnum
CREATE TYPE "LeakTraceStatus" AS ENUM ('queued', 'running', 'done', 'failed');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "watermarkText" TEXT,
ADD COLUMN     "watermarkVisible" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "MediaReceipt" (
    "id" UUID NOT NULL,
    "mediaId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "viewerTag" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "firstAccessAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastAccessAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MediaReceipt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeakTrace" (
    "id" UUID NOT NULL,
    "requesterId" UUID NOT NULL,
    "status" "LeakTraceStatus" NOT NULL DEFAULT 'queued',
    "kind" TEXT NOT NULL,
    "fileKey" TEXT,
    "mediaId" UUID,
    "postId" UUID,
    "suspects" JSONB,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "LeakTrace_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MediaReceipt_userId_idx" ON "MediaReceipt"("userId");

-- CreateIndex
CREATE INDEX "MediaReceipt_lastAccessAt_idx" ON "MediaReceipt"("lastAccessAt");

-- CreateIndex
CREATE UNIQUE INDEX "MediaReceipt_mediaId_userId_key" ON "MediaReceipt"("mediaId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "MediaReceipt_mediaId_viewerTag_key" ON "MediaReceipt"("mediaId", "viewerTag");

-- CreateIndex
CREATE INDEX "LeakTrace_requesterId_createdAt_idx" ON "LeakTrace"("requesterId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "LeakTrace_createdAt_idx" ON "LeakTrace"("createdAt");

-- AddForeignKey
ALTER TABLE "MediaReceipt" ADD CONSTRAINT "MediaReceipt_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "Media"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MediaReceipt" ADD CONSTRAINT "MediaReceipt_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
