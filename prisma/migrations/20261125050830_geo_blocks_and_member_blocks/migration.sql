-- CreateTable
CREATE TABLE "CreatorGeoBlock" (
    "creatorId" UUID NOT NULL,
    "countries" TEXT[],
    "regions" TEXT[],
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CreatorGeoBlock_pkey" PRIMARY KEY ("creatorId")
);

-- CreateTable
CREATE TABLE "MemberBlock" (
    "blockerId" UUID NOT NULL,
    "blockedId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MemberBlock_pkey" PRIMARY KEY ("blockerId","blockedId")
);

-- CreateIndex
CREATE INDEX "MemberBlock_blockedId_idx" ON "MemberBlock"("blockedId");

-- AddForeignKey
ALTER TABLE "CreatorGeoBlock" ADD CONSTRAINT "CreatorGeoBlock_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberBlock" ADD CONSTRAINT "MemberBlock_blockerId_fkey" FOREIGN KEY ("blockerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MemberBlock" ADD CONSTRAINT "MemberBlock_blockedId_fkey" FOREIGN KEY ("blockedId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
