-- CreateEnum
CREATE TYPE "AccountStatus" AS ENUM ('active', 'restricted', 'suspended', 'banned');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "PostStatus" ADD VALUE 'in_review';
ALTER TYPE "PostStatus" ADD VALUE 'rejected';
ALTER TYPE "PostStatus" ADD VALUE 'held';
ALTER TYPE "PostStatus" ADD VALUE 'removed';

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "moderatedAt" TIMESTAMP(3),
ADD COLUMN     "moderationReason" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "accountStatus" "AccountStatus" NOT NULL DEFAULT 'active',
ADD COLUMN     "suspendedUntil" TIMESTAMP(3),
ADD COLUMN     "trustedAt" TIMESTAMP(3);
