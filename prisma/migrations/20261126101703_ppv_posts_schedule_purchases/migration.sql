-- CreateEnum
CREATE TYPE "PurchaseKind" AS ENUM ('post', 'message');

-- AlterTable
ALTER TABLE "Media" ADD COLUMN     "durationMs" INTEGER,
ADD COLUMN     "placeholder" TEXT;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "postId" UUID;

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "announcedAt" TIMESTAMP(3),
ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "freeForSubscribers" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "priceCents" INTEGER,
ADD COLUMN     "publishAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "Purchase" (
    "id" UUID NOT NULL,
    "buyerId" UUID NOT NULL,
    "kind" "PurchaseKind" NOT NULL,
    "postId" UUID,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "paymentId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Purchase_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Purchase_paymentId_key" ON "Purchase"("paymentId");

-- CreateIndex
CREATE INDEX "Purchase_postId_idx" ON "Purchase"("postId");

-- CreateIndex
CREATE INDEX "Purchase_buyerId_createdAt_idx" ON "Purchase"("buyerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Purchase_buyerId_postId_key" ON "Purchase"("buyerId", "postId");

-- CreateIndex
CREATE INDEX "Post_authorId_publishAt_idx" ON "Post"("authorId", "publishAt");

-- CreateIndex
CREATE INDEX "Post_publishAt_announcedAt_idx" ON "Post"("publishAt", "announcedAt");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Purchase" ADD CONSTRAINT "Purchase_buyerId_fkey" FOREIGN KEY ("buyerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Purchase" ADD CONSTRAINT "Purchase_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Purchase" ADD CONSTRAINT "Purchase_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Posts made before schedules existed were announced when they were published (lib/posts/notify-new-post.ts)
UPDATE "Post" SET "announcedAt" = "publishedAt" WHERE "status" = 'published';
