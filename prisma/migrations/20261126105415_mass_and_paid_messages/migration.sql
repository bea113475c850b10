-- CreateEnum
CREATE TYPE "MessageOrigin" AS ENUM ('mass', 'welcome');

-- CreateEnum
CREATE TYPE "MassAudience" AS ENUM ('active', 'expired', 'all', 'tippers');

-- CreateEnum
CREATE TYPE "MassMessageStatus" AS ENUM ('queued', 'sending', 'done');

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "massMessageId" UUID,
ADD COLUMN     "origin" "MessageOrigin",
ADD COLUMN     "priceCents" INTEGER,
ADD COLUMN     "purchasedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "messageId" UUID;

-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "welcomePending" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "MessageMedia" (
    "messageId" UUID NOT NULL,
    "mediaId" UUID NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "MessageMedia_pkey" PRIMARY KEY ("messageId","mediaId")
);

-- CreateTable
CREATE TABLE "MassMessage" (
    "id" UUID NOT NULL,
    "creatorId" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "audience" "MassAudience" NOT NULL,
    "priceCents" INTEGER,
    "mediaIds" UUID[],
    "status" "MassMessageStatus" NOT NULL DEFAULT 'queued',
    "total" INTEGER NOT NULL DEFAULT 0,
    "delivered" INTEGER NOT NULL DEFAULT 0,
    "skipped" INTEGER NOT NULL DEFAULT 0,
    "cursor" UUID,
    "leaseUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "MassMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WelcomeMessage" (
    "creatorId" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "priceCents" INTEGER,
    "mediaIds" UUID[],
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WelcomeMessage_pkey" PRIMARY KEY ("creatorId")
);

-- CreateIndex
CREATE INDEX "MessageMedia_mediaId_idx" ON "MessageMedia"("mediaId");

-- CreateIndex
CREATE INDEX "MassMessage_creatorId_createdAt_idx" ON "MassMessage"("creatorId", "createdAt");

-- CreateIndex
CREATE INDEX "MassMessage_status_createdAt_idx" ON "MassMessage"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Message_massMessageId_receiverId_idx" ON "Message"("massMessageId", "receiverId");

-- CreateIndex
CREATE INDEX "Payment_messageId_idx" ON "Payment"("messageId");

-- CreateIndex
CREATE INDEX "Subscription_welcomePending_idx" ON "Subscription"("welcomePending");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_massMessageId_fkey" FOREIGN KEY ("massMessageId") REFERENCES "MassMessage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageMedia" ADD CONSTRAINT "MessageMedia_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageMedia" ADD CONSTRAINT "MessageMedia_mediaId_fkey" FOREIGN KEY ("mediaId") REFERENCES "Media"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MassMessage" ADD CONSTRAINT "MassMessage_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WelcomeMessage" ADD CONSTRAINT "WelcomeMessage_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
