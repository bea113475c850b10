-- CreateTable
CREATE TABLE "CreatorStatsTotal" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "creatorCount" INTEGER NOT NULL,
    "refreshedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CreatorStatsTotal_pkey" PRIMARY KEY ("id")
);

-- One row only.
ALTER TABLE "CreatorStatsTotal" ADD CONSTRAINT "CreatorStatsTotal_one_row" CHECK ("id" = 1);

-- The totals of the figures already there (the next refresh rewrites them).
INSERT INTO "CreatorStatsTotal" ("id", "creatorCount", "refreshedAt")
SELECT 1, count(*)::int, COALESCE(max("refreshedAt"), CURRENT_TIMESTAMP) FROM "CreatorStats";
