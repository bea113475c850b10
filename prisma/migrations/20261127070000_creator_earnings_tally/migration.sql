-- A creator's ledger sums kept by trigger (docs/decisions/097-creator-earnings-tally.md): the
-- earnings summary and a payout request read one row and the entries still on hold, instead of
-- every entry the creator ever had (30,349 entries and a payment each, 233 ms, at 10x); a month's
-- statement reads its totals from one row per month (22,579 entries and their payments, 198 ms).

-- CreateTable
CREATE TABLE "CreatorEarningsTally" (
    "creatorId" UUID NOT NULL,
    "balanceCents" BIGINT NOT NULL DEFAULT 0,
    "paidOutCents" BIGINT NOT NULL DEFAULT 0,
    "earnedCents" BIGINT NOT NULL DEFAULT 0,
    "subscriptionCents" BIGINT NOT NULL DEFAULT 0,
    "tipCents" BIGINT NOT NULL DEFAULT 0,
    "purchaseCents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "CreatorEarningsTally_pkey" PRIMARY KEY ("creatorId")
);

-- AddForeignKey
ALTER TABLE "CreatorEarningsTally" ADD CONSTRAINT "CreatorEarningsTally_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "CreatorMonthTally" (
    "creatorId" UUID NOT NULL,
    "month" DATE NOT NULL,
    "grossCents" BIGINT NOT NULL DEFAULT 0,
    "feeCents" BIGINT NOT NULL DEFAULT 0,
    "netCents" BIGINT NOT NULL DEFAULT 0,
    "payoutsCents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "CreatorMonthTally_pkey" PRIMARY KEY ("creatorId","month")
);

-- AddForeignKey
ALTER TABLE "CreatorMonthTally" ADD CONSTRAINT "CreatorMonthTally_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The credits on hold (availableAt > now) summed from the index alone (an index-only scan: the
-- busiest creator at 10x has 5,829 entries in the hold window)
DROP INDEX "LedgerEntry_userId_account_availableAt_idx";
CREATE INDEX "LedgerEntry_userId_account_availableAt_amountCents_idx" ON "LedgerEntry"("userId", "account", "availableAt", "amountCents");

-- CreateIndex: a month of one creator's entries in the statement's order (its pages read no more
-- than a page, whatever plan a prepared statement keeps; the chart's 30 days)
CREATE INDEX "LedgerEntry_userId_account_createdAt_id_idx" ON "LedgerEntry"("userId", "account", "createdAt", "id");

-- The entry is an earning: the creator's part of a charge, or a refund or chargeback taking it
-- back. The one definition: lib/payments/earnings.ts calls it too (a SQL function of one
-- expression, which the planner inlines).
CREATE FUNCTION "ledger_is_earning"(account "LedgerAccount", event "LedgerEvent") RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT account = 'creator_balance' AND event IN ('charge', 'refund', 'chargeback') $$;

-- The sums of a set of entries per creator (the columns of "CreatorEarningsTally", in order).
-- `entries` is the trigger's transition table or the whole ledger; the payment gives an earning
-- its kind. Entries of deleted members (userId cleared) count for nobody.
CREATE FUNCTION "creator_earnings_sums_sql"(entries text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    SELECT e."userId",
      COALESCE(SUM(e."amountCents") FILTER (WHERE e."account" = 'creator_balance'), 0)::bigint,
      COALESCE(SUM(e."amountCents") FILTER (WHERE e."account" = 'payout_sent'), 0)::bigint,
      COALESCE(SUM(e."amountCents") FILTER (WHERE "ledger_is_earning"(e."account", e."event")), 0)::bigint,
      COALESCE(SUM(e."amountCents") FILTER (WHERE "ledger_is_earning"(e."account", e."event") AND p."kind" = 'subscription'), 0)::bigint,
      COALESCE(SUM(e."amountCents") FILTER (WHERE "ledger_is_earning"(e."account", e."event") AND p."kind" = 'tip'), 0)::bigint,
      COALESCE(SUM(e."amountCents") FILTER (WHERE "ledger_is_earning"(e."account", e."event") AND p."kind" = 'purchase'), 0)::bigint
    FROM %s e LEFT JOIN "Payment" p ON p."id" = e."paymentId"
    WHERE e."userId" IS NOT NULL AND e."account" IN ('creator_balance', 'payout_sent')
      AND EXISTS (SELECT 1 FROM "User" u WHERE u."id" = e."userId")
    GROUP BY e."userId"
    ORDER BY e."userId"$q$, entries)
$$;

-- The sums of a set of entries per creator and UTC month (the columns of "CreatorMonthTally", in
-- order): what the fans paid (gross) and the platform's fee, of charges less their refunds and
-- chargebacks; the creator's part (net); the payouts asked for less those that failed.
CREATE FUNCTION "creator_month_sums_sql"(entries text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    SELECT e."userId", date_trunc('month', e."createdAt")::date,
      COALESCE(SUM(CASE WHEN e."event" = 'charge' THEN p."amountCents" ELSE -p."amountCents" END) FILTER (WHERE "ledger_is_earning"(e."account", e."event")), 0)::bigint,
      COALESCE(SUM(CASE WHEN e."event" = 'charge' THEN p."feeCents" ELSE -p."feeCents" END) FILTER (WHERE "ledger_is_earning"(e."account", e."event")), 0)::bigint,
      COALESCE(SUM(e."amountCents") FILTER (WHERE "ledger_is_earning"(e."account", e."event")), 0)::bigint,
      COALESCE(SUM(e."amountCents") FILTER (WHERE e."event" IN ('payout_requested', 'payout_failed')), 0)::bigint
    FROM %s e LEFT JOIN "Payment" p ON p."id" = e."paymentId"
    WHERE e."userId" IS NOT NULL AND e."account" = 'creator_balance'
      AND EXISTS (SELECT 1 FROM "User" u WHERE u."id" = e."userId")
    GROUP BY 1, 2
    ORDER BY 1, 2$q$, entries)
$$;

-- Adds the new entries' sums in the writing transaction, creators in id order (concurrent
-- statements lock tally rows in the same order). Entries are only ever added (LedgerEntry_final).
CREATE FUNCTION "creator_earnings_tally_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'INSERT INTO "CreatorEarningsTally" AS t
      ("creatorId", "balanceCents", "paidOutCents", "earnedCents", "subscriptionCents", "tipCents", "purchaseCents") '
    || "creator_earnings_sums_sql"('"ledger_new"')
    || ' ON CONFLICT ("creatorId") DO UPDATE SET
      "balanceCents" = t."balanceCents" + EXCLUDED."balanceCents",
      "paidOutCents" = t."paidOutCents" + EXCLUDED."paidOutCents",
      "earnedCents" = t."earnedCents" + EXCLUDED."earnedCents",
      "subscriptionCents" = t."subscriptionCents" + EXCLUDED."subscriptionCents",
      "tipCents" = t."tipCents" + EXCLUDED."tipCents",
      "purchaseCents" = t."purchaseCents" + EXCLUDED."purchaseCents"';
  EXECUTE 'INSERT INTO "CreatorMonthTally" AS t ("creatorId", "month", "grossCents", "feeCents", "netCents", "payoutsCents") '
    || "creator_month_sums_sql"('"ledger_new"')
    || ' ON CONFLICT ("creatorId", "month") DO UPDATE SET
      "grossCents" = t."grossCents" + EXCLUDED."grossCents",
      "feeCents" = t."feeCents" + EXCLUDED."feeCents",
      "netCents" = t."netCents" + EXCLUDED."netCents",
      "payoutsCents" = t."payoutsCents" + EXCLUDED."payoutsCents"';
  RETURN NULL;
END
$$;

CREATE TRIGGER "LedgerEntry_earnings_tally" AFTER INSERT ON "LedgerEntry"
  REFERENCING NEW TABLE AS "ledger_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "creator_earnings_tally_trigger"();

-- Every creator's tallies from the whole ledger: this migration's fill, and a bulk load that wrote
-- entries with triggers off (bench/seed-large.ts). Locks the tally against the trigger meanwhile.
CREATE FUNCTION "creator_earnings_tally_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "CreatorEarningsTally", "CreatorMonthTally" IN EXCLUSIVE MODE;
  DELETE FROM "CreatorEarningsTally";
  DELETE FROM "CreatorMonthTally";
  EXECUTE 'INSERT INTO "CreatorEarningsTally"
      ("creatorId", "balanceCents", "paidOutCents", "earnedCents", "subscriptionCents", "tipCents", "purchaseCents") '
    || "creator_earnings_sums_sql"('"LedgerEntry"');
  EXECUTE 'INSERT INTO "CreatorMonthTally" ("creatorId", "month", "grossCents", "feeCents", "netCents", "payoutsCents") '
    || "creator_month_sums_sql"('"LedgerEntry"');
END
$$;

SELECT "creator_earnings_tally_rebuild"();
