-- The language a takedown notice was filed in: its claimant's outcome mails are written in it.
ALTER TABLE "Takedown" ADD COLUMN "claimantLocale" TEXT;
