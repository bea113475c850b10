-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('open', 'decided');

-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "hiddenAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "hiddenAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "hiddenAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "Report" (
    "id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "reporterId" UUID,
    "reporterEmail" TEXT,
    "reporterLocale" TEXT,
    "targetType" TEXT NOT NULL,
    "targetId" UUID NOT NULL,
    "targetAuthorId" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "details" TEXT,
    "heldAt" TIMESTAMP(3),
    "status" "ReportStatus" NOT NULL DEFAULT 'open',
    "decisionAction" TEXT,
    "decisionReason" TEXT,
    "decisionDays" INTEGER,
    "decisionBefore" JSONB,
    "decidedAt" TIMESTAMP(3),
    "decidedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Appeal" (
    "id" UUID NOT NULL,
    "reportId" UUID NOT NULL,
    "authorId" UUID NOT NULL,
    "message" TEXT NOT NULL,
    "status" "ReportStatus" NOT NULL DEFAULT 'open',
    "outcome" TEXT,
    "decisionReason" TEXT,
    "decidedAt" TIMESTAMP(3),
    "decidedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Appeal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Report_reference_key" ON "Report"("reference");

-- CreateIndex
CREATE INDEX "Report_status_createdAt_id_idx" ON "Report"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Report_targetAuthorId_createdAt_idx" ON "Report"("targetAuthorId", "createdAt");

-- CreateIndex
CREATE INDEX "Report_targetType_targetId_idx" ON "Report"("targetType", "targetId");

-- CreateIndex
CREATE INDEX "Report_reporterId_createdAt_idx" ON "Report"("reporterId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Appeal_reportId_key" ON "Appeal"("reportId");

-- CreateIndex
CREATE INDEX "Appeal_status_createdAt_id_idx" ON "Appeal"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Appeal_authorId_idx" ON "Appeal"("authorId");

-- AddForeignKey
ALTER TABLE "Appeal" ADD CONSTRAINT "Appeal_reportId_fkey" FOREIGN KEY ("reportId") REFERENCES "Report"("id") ON DELETE CASCADE ON UPDATE CASCADE;
