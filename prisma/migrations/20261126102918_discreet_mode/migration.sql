-- AlterTable
ALTER TABLE "User" ADD COLUMN     "discreetMode" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "quietEnd" INTEGER,
ADD COLUMN     "quietStart" INTEGER,
ADD COLUMN     "quietTimeZone" TEXT;

-- CreateTable
CREATE TABLE "HeldMail" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "message" JSONB NOT NULL,
    "sendAfter" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HeldMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "HeldMail_sendAfter_idx" ON "HeldMail"("sendAfter");

-- AddForeignKey
ALTER TABLE "HeldMail" ADD CONSTRAINT "HeldMail_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
