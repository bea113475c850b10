-- The vault (GET /api/users/vault, lib/vault/vault.ts) lists an owner's media newest first and
-- counts them; without an index on "ownerId" both read every medium (4 million at 10x the data).
-- CreateIndex
CREATE INDEX "Media_ownerId_createdAt_id_idx" ON "Media"("ownerId", "createdAt" DESC, "id" DESC);
