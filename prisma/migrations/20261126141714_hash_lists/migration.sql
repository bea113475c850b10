-- AlterTable
ALTER TABLE "Media" ADD COLUMN     "pdq" TEXT;

-- CreateTable
CREATE TABLE "HashList" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HashList_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ListedHash" (
    "id" BIGSERIAL NOT NULL,
    "listId" UUID NOT NULL,
    "hash" BYTEA NOT NULL,
    "slots" INTEGER[],
    "mediaId" UUID,
    "tx" BIGINT NOT NULL DEFAULT (pg_current_xact_id())::text::bigint,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ListedHash_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HashMatch" (
    "id" UUID NOT NULL,
    "reportId" UUID NOT NULL,
    "listId" UUID NOT NULL,
    "uploaderId" UUID NOT NULL,
    "pdq" TEXT NOT NULL,
    "distance" INTEGER NOT NULL,
    "fileKey" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HashMatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "HashList_name_key" ON "HashList"("name");

-- CreateIndex
CREATE INDEX "ListedHash_slots_idx" ON "ListedHash" USING GIN ("slots");

-- CreateIndex
CREATE INDEX "ListedHash_tx_idx" ON "ListedHash"("tx");

-- CreateIndex
CREATE UNIQUE INDEX "ListedHash_listId_hash_key" ON "ListedHash"("listId", "hash");

-- CreateIndex
CREATE UNIQUE INDEX "HashMatch_reportId_key" ON "HashMatch"("reportId");

-- CreateIndex
CREATE INDEX "HashMatch_uploaderId_createdAt_idx" ON "HashMatch"("uploaderId", "createdAt");

-- AddForeignKey
ALTER TABLE "ListedHash" ADD CONSTRAINT "ListedHash_listId_fkey" FOREIGN KEY ("listId") REFERENCES "HashList"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HashMatch" ADD CONSTRAINT "HashMatch_listId_fkey" FOREIGN KEY ("listId") REFERENCES "HashList"("id") ON DELETE CASCADE ON UPDATE CASCADE;
