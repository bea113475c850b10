-- CreateEnum
CREATE TYPE "IdentityCheckKind" AS ENUM ('creator', 'age');

-- CreateEnum
CREATE TYPE "IdentityCheckStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "PerformerStatus" AS ENUM ('pending', 'accepted', 'declined');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "verifiedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "IdentityCheck" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "kind" "IdentityCheckKind" NOT NULL,
    "status" "IdentityCheckStatus" NOT NULL DEFAULT 'pending',
    "legalName" TEXT,
    "dateOfBirth" DATE,
    "country" TEXT,
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),
    "decidedById" UUID,
    "documentsDeletedAt" TIMESTAMP(3),

    CONSTRAINT "IdentityCheck_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IdentityDocument" (
    "id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "checkId" UUID,
    "performerId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdentityDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PostPerformer" (
    "id" UUID NOT NULL,
    "postId" UUID NOT NULL,
    "userId" UUID,
    "name" TEXT,
    "status" "PerformerStatus" NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "PostPerformer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AgeAssuranceCheck" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "method" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "result" TEXT NOT NULL,
    "checkedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reference" TEXT,

    CONSTRAINT "AgeAssuranceCheck_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "IdentityCheck_kind_status_createdAt_idx" ON "IdentityCheck"("kind", "status", "createdAt");

-- CreateIndex
CREATE INDEX "IdentityCheck_userId_kind_createdAt_idx" ON "IdentityCheck"("userId", "kind", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "IdentityCheck_decidedAt_idx" ON "IdentityCheck"("decidedAt");

-- CreateIndex
CREATE UNIQUE INDEX "IdentityDocument_key_key" ON "IdentityDocument"("key");

-- CreateIndex
CREATE INDEX "IdentityDocument_checkId_idx" ON "IdentityDocument"("checkId");

-- CreateIndex
CREATE INDEX "IdentityDocument_performerId_idx" ON "IdentityDocument"("performerId");

-- CreateIndex
CREATE INDEX "PostPerformer_userId_status_idx" ON "PostPerformer"("userId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "PostPerformer_postId_userId_key" ON "PostPerformer"("postId", "userId");

-- CreateIndex
CREATE INDEX "AgeAssuranceCheck_userId_result_idx" ON "AgeAssuranceCheck"("userId", "result");

-- CreateIndex
CREATE INDEX "AgeAssuranceCheck_reference_idx" ON "AgeAssuranceCheck"("reference");

-- AddForeignKey
ALTER TABLE "IdentityCheck" ADD CONSTRAINT "IdentityCheck_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IdentityDocument" ADD CONSTRAINT "IdentityDocument_checkId_fkey" FOREIGN KEY ("checkId") REFERENCES "IdentityCheck"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IdentityDocument" ADD CONSTRAINT "IdentityDocument_performerId_fkey" FOREIGN KEY ("performerId") REFERENCES "PostPerformer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostPerformer" ADD CONSTRAINT "PostPerformer_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostPerformer" ADD CONSTRAINT "PostPerformer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AgeAssuranceCheck" ADD CONSTRAINT "AgeAssuranceCheck_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Backfill: every existing account was checked by the default method, its declared date of
-- birth at sign-up (lib/age-assurance/declaration.ts). Existing creators are NOT marked verified:
-- they submit their documents like everyone else (docs/decisions/035-identity-verification.md).
INSERT INTO "AgeAssuranceCheck" ("id", "userId", "method", "provider", "result", "checkedAt")
SELECT gen_random_uuid(), u."id", 'declared_dob', 'declaration', 'passed', u."createdAt"
FROM "User" u;
