-- Money (docs/decisions/025-money.md): payments through a provider, a double-entry ledger,
-- payouts, renewals. Existing charges (the old one-row "LedgerEntry") become payments with
-- their balanced entries; existing tips point at their payment; existing saved cards get a
-- token of the built-in test provider.

-- CreateEnum
CREATE TYPE "PaymentKind" AS ENUM ('subscription', 'tip', 'purchase');
CREATE TYPE "PaymentStatus" AS ENUM ('processing', 'requires_action', 'succeeded', 'failed', 'refunded', 'charged_back');
CREATE TYPE "LedgerAccount" AS ENUM ('payer_card', 'platform_fee', 'creator_balance', 'payout_in_transit', 'payout_sent');
CREATE TYPE "LedgerEvent" AS ENUM ('charge', 'refund', 'chargeback', 'payout_requested', 'payout_sent', 'payout_failed');
CREATE TYPE "PayoutStatus" AS ENUM ('pending', 'sent', 'failed');

-- AlterEnum (the new value is not used in this migration: PostgreSQL allows that only after commit)
ALTER TYPE "SubscriptionStatus" ADD VALUE 'past_due';

-- AlterTable
-- subscriptions made before payments existed have no card to renew with: they end as before
ALTER TABLE "Subscription" ADD COLUMN     "autoRenew" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "pastDueSince" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "Payment" (
    "id" UUID NOT NULL,
    "payerId" UUID,
    "payeeId" UUID,
    "kind" "PaymentKind" NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "feeCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "cardId" UUID,
    "cardBrand" TEXT NOT NULL,
    "cardLast4" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerRef" TEXT,
    "status" "PaymentStatus" NOT NULL DEFAULT 'processing',
    "actionUrl" TEXT,
    "failureCode" TEXT,
    "subscriptionId" UUID,
    "periodStart" TIMESTAMP(3),
    "periodEnd" TIMESTAMP(3),
    "renewal" BOOLEAN NOT NULL DEFAULT false,
    "idempotencyKey" TEXT NOT NULL,
    "refundReason" TEXT,
    "reversedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Payment_amounts_check" CHECK ("amountCents" > 0 AND "feeCents" >= 0 AND "feeCents" <= "amountCents")
);

CREATE TABLE "Payout" (
    "id" UUID NOT NULL,
    "creatorId" UUID,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" "PayoutStatus" NOT NULL DEFAULT 'pending',
    "payoutMethodId" UUID,
    "methodLabel" TEXT NOT NULL,
    "note" TEXT,
    "decidedAt" TIMESTAMP(3),
    "decidedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Payout_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Payout_amount_check" CHECK ("amountCents" > 0)
);

CREATE TABLE "PaymentWebhookEvent" (
    "provider" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentWebhookEvent_pkey" PRIMARY KEY ("provider","eventId")
);

CREATE TABLE "TestProviderCard" (
    "token" TEXT NOT NULL,
    "behaviour" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "last4" TEXT NOT NULL,
    "expiryMonth" INTEGER NOT NULL,
    "expiryYear" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TestProviderCard_pkey" PRIMARY KEY ("token")
);

CREATE TABLE "TestProviderCharge" (
    "ref" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TestProviderCharge_pkey" PRIMARY KEY ("ref")
);

-- Saved cards: the provider's token (existing cards are registered with the test provider, as
-- cards that pay: only their brand, last 4 and expiry were ever kept)
ALTER TABLE "SavedCard" ADD COLUMN     "provider" TEXT NOT NULL DEFAULT 'test',
ADD COLUMN     "providerToken" TEXT;
UPDATE "SavedCard" SET "providerToken" = 'tok_legacy_' || replace("id"::text, '-', '');
ALTER TABLE "SavedCard" ALTER COLUMN "providerToken" SET NOT NULL;
INSERT INTO "TestProviderCard" ("token", "behaviour", "brand", "last4", "expiryMonth", "expiryYear")
SELECT "providerToken", 'succeed', "brand", "last4", "expiryMonth", "expiryYear" FROM "SavedCard";

-- Existing charges become payments (same ids), with the platform fee of the default 20 %
INSERT INTO "Payment" ("id", "payerId", "payeeId", "kind", "amountCents", "feeCents", "currency", "cardId", "cardBrand", "cardLast4",
                       "provider", "providerRef", "status", "subscriptionId", "idempotencyKey", "createdAt", "updatedAt")
SELECT le."id", le."payerId", le."payeeId", le."kind"::text::"PaymentKind", le."amountCents", (le."amountCents" * 20) / 100, 'TND',
       t."cardId", COALESCE(c."brand", 'Card'), COALESCE(c."last4", '----'),
       le."provider", le."providerRef", le."status"::text::"PaymentStatus",
       (SELECT s."id" FROM "Subscription" s WHERE le."kind" = 'subscription' AND s."subscriberId" = le."payerId" AND s."creatorId" = le."payeeId"),
       'migrated:' || le."id"::text, le."createdAt", le."createdAt"
FROM "LedgerEntry" le
LEFT JOIN "Tip" t ON t."ledgerEntryId" = le."id"
LEFT JOIN "SavedCard" c ON c."id" = t."cardId"
WHERE le."amountCents" > 0;

-- Tips point at their payment
ALTER TABLE "Tip" DROP CONSTRAINT "Tip_ledgerEntryId_fkey";
DROP INDEX "Tip_ledgerEntryId_key";
ALTER TABLE "Tip" RENAME COLUMN "ledgerEntryId" TO "paymentId";
CREATE UNIQUE INDEX "Tip_paymentId_key" ON "Tip"("paymentId");

-- The ledger: double entry
DROP TABLE "LedgerEntry";
DROP TYPE "LedgerKind";
DROP TYPE "LedgerStatus";

CREATE TABLE "LedgerEntry" (
    "id" UUID NOT NULL,
    "journalId" UUID NOT NULL,
    "event" "LedgerEvent" NOT NULL,
    "account" "LedgerAccount" NOT NULL,
    "userId" UUID,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "availableAt" TIMESTAMP(3) NOT NULL,
    "paymentId" UUID,
    "payoutId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- the charges' entries: the payer's card pays the gross, the platform keeps the fee, the creator
-- earns the rest, available PAYOUT_HOLD_DAYS (default 7) after the charge
INSERT INTO "LedgerEntry" ("id", "journalId", "event", "account", "userId", "amountCents", "currency", "availableAt", "paymentId", "createdAt")
SELECT gen_random_uuid(), md5('journal:' || p."id"::text)::uuid, 'charge', e."account", e."userId", e."amount", p."currency", e."availableAt", p."id", p."createdAt"
FROM "Payment" p
CROSS JOIN LATERAL (VALUES
  ('payer_card'::"LedgerAccount", p."payerId", -p."amountCents", p."createdAt"),
  ('platform_fee'::"LedgerAccount", NULL::uuid, p."feeCents", p."createdAt"),
  ('creator_balance'::"LedgerAccount", p."payeeId", p."amountCents" - p."feeCents", p."createdAt" + interval '7 days')
) AS e("account", "userId", "amount", "availableAt")
WHERE p."status" = 'succeeded';

-- CreateIndex
CREATE UNIQUE INDEX "Payment_idempotencyKey_key" ON "Payment"("idempotencyKey");
CREATE INDEX "Payment_payerId_createdAt_idx" ON "Payment"("payerId", "createdAt");
CREATE INDEX "Payment_payeeId_createdAt_idx" ON "Payment"("payeeId", "createdAt");
CREATE INDEX "Payment_subscriptionId_createdAt_idx" ON "Payment"("subscriptionId", "createdAt");
CREATE INDEX "Payment_status_createdAt_idx" ON "Payment"("status", "createdAt");
CREATE UNIQUE INDEX "Payment_provider_providerRef_key" ON "Payment"("provider", "providerRef");
CREATE INDEX "Payout_creatorId_createdAt_idx" ON "Payout"("creatorId", "createdAt");
CREATE INDEX "Payout_status_createdAt_idx" ON "Payout"("status", "createdAt");
CREATE UNIQUE INDEX "TestProviderCharge_idempotencyKey_key" ON "TestProviderCharge"("idempotencyKey");
CREATE INDEX "LedgerEntry_userId_account_availableAt_idx" ON "LedgerEntry"("userId", "account", "availableAt");
CREATE INDEX "LedgerEntry_paymentId_idx" ON "LedgerEntry"("paymentId");
CREATE INDEX "LedgerEntry_payoutId_idx" ON "LedgerEntry"("payoutId");
CREATE INDEX "LedgerEntry_journalId_idx" ON "LedgerEntry"("journalId");

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_payerId_fkey" FOREIGN KEY ("payerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_payeeId_fkey" FOREIGN KEY ("payeeId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "SavedCard"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_payoutId_fkey" FOREIGN KEY ("payoutId") REFERENCES "Payout"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Payout" ADD CONSTRAINT "Payout_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Payout" ADD CONSTRAINT "Payout_payoutMethodId_fkey" FOREIGN KEY ("payoutMethodId") REFERENCES "PayoutMethod"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Tip" ADD CONSTRAINT "Tip_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The ledger balances: the entries of a journal sum to zero, checked when the transaction
-- commits (all of a journal's entries are written in one transaction).
CREATE FUNCTION "ledger_journal_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT sum("amountCents") INTO total FROM "LedgerEntry" WHERE "journalId" = NEW."journalId";
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger journal % does not balance (sum %)', NEW."journalId", total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER "LedgerEntry_journal_balances"
AFTER INSERT ON "LedgerEntry"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "ledger_journal_balances"();

-- Entries are never changed, only added (a user's deletion may clear "userId"; nothing else changes)
CREATE FUNCTION "ledger_entry_is_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger entries are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW."id", NEW."journalId", NEW."event", NEW."account", NEW."amountCents", NEW."currency", NEW."availableAt", NEW."paymentId", NEW."payoutId", NEW."createdAt")
     IS DISTINCT FROM (OLD."id", OLD."journalId", OLD."event", OLD."account", OLD."amountCents", OLD."currency", OLD."availableAt", OLD."paymentId", OLD."payoutId", OLD."createdAt")
     OR (NEW."userId" IS NOT NULL AND NEW."userId" IS DISTINCT FROM OLD."userId") THEN
    RAISE EXCEPTION 'ledger entries are never changed' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "LedgerEntry_final"
BEFORE UPDATE OR DELETE ON "LedgerEntry"
FOR EACH ROW EXECUTE FUNCTION "ledger_entry_is_final"();
