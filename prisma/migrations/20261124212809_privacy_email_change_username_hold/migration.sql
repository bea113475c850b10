-- AlterTable
ALTER TABLE "User" ADD COLUMN     "displayName" TEXT;

-- CreateTable
CREATE TABLE "EmailChange" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "oldEmail" TEXT NOT NULL,
    "newEmail" TEXT NOT NULL,
    "confirmTokenHash" TEXT NOT NULL,
    "confirmExpiresAt" TIMESTAMP(3) NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "undoTokenHash" TEXT,
    "undoExpiresAt" TIMESTAMP(3),
    "undoneAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UsernameHold" (
    "username" TEXT NOT NULL,
    "previousOwnerId" UUID NOT NULL,
    "releasedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UsernameHold_pkey" PRIMARY KEY ("username")
);

-- CreateIndex
CREATE UNIQUE INDEX "EmailChange_confirmTokenHash_key" ON "EmailChange"("confirmTokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "EmailChange_undoTokenHash_key" ON "EmailChange"("undoTokenHash");

-- CreateIndex
CREATE INDEX "EmailChange_userId_createdAt_idx" ON "EmailChange"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "EmailChange_oldEmail_idx" ON "EmailChange"("oldEmail");

-- CreateIndex
CREATE INDEX "UsernameHold_previousOwnerId_idx" ON "UsernameHold"("previousOwnerId");

-- AddForeignKey
ALTER TABLE "EmailChange" ADD CONSTRAINT "EmailChange_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UsernameHold" ADD CONSTRAINT "UsernameHold_previousOwnerId_fkey" FOREIGN KEY ("previousOwnerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
