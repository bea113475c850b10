-- CreateTable
CREATE TABLE "CreatorSubscriberTally" (
    "creatorId" UUID NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "CreatorSubscriberTally_pkey" PRIMARY KEY ("creatorId")
);

-- AddForeignKey
ALTER TABLE "CreatorSubscriberTally" ADD CONSTRAINT "CreatorSubscriberTally_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The tally follows every write to "Subscription" in the writing transaction: one statement
-- trigger per kind of write, reading its transition table(s) and applying one delta per creator
-- (a bulk insert of 250,000 rows costs one aggregate, not 250,000 updates). Deltas are applied in
-- creatorId order, so concurrent statements lock tally rows in the same order. A creator whose
-- user row is gone (cascading delete) has no tally left to keep.
CREATE FUNCTION "creator_subscriber_tally_add"(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "CreatorSubscriberTally" AS t ("creatorId", "count")
  SELECT d."creatorId", d."delta"
  FROM jsonb_to_recordset(deltas) AS d("creatorId" uuid, "delta" int)
  WHERE d."delta" <> 0 AND EXISTS (SELECT 1 FROM "User" u WHERE u."id" = d."creatorId")
  ORDER BY d."creatorId"
  ON CONFLICT ("creatorId") DO UPDATE SET "count" = t."count" + EXCLUDED."count";
$$;

CREATE FUNCTION "creator_subscriber_tally_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('creatorId', x."creatorId", 'delta', x.n)) INTO deltas
    FROM (SELECT "creatorId", count(*)::int AS n FROM "subscription_new"
          WHERE "status" IN ('active', 'cancelled') GROUP BY "creatorId") x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('creatorId', x."creatorId", 'delta', -x.n)) INTO deltas
    FROM (SELECT "creatorId", count(*)::int AS n FROM "subscription_old"
          WHERE "status" IN ('active', 'cancelled') GROUP BY "creatorId") x;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('creatorId', x."creatorId", 'delta', x.n)) INTO deltas
    FROM (SELECT "creatorId", sum(d)::int AS n FROM (
            SELECT "creatorId", 1 AS d FROM "subscription_new" WHERE "status" IN ('active', 'cancelled')
            UNION ALL
            SELECT "creatorId", -1 AS d FROM "subscription_old" WHERE "status" IN ('active', 'cancelled')
          ) y GROUP BY "creatorId" HAVING sum(d) <> 0) x;
  END IF;
  IF deltas IS NOT NULL THEN
    PERFORM "creator_subscriber_tally_add"(deltas);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Subscription_tally_insert" AFTER INSERT ON "Subscription"
  REFERENCING NEW TABLE AS "subscription_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "creator_subscriber_tally_trigger"();
CREATE TRIGGER "Subscription_tally_update" AFTER UPDATE ON "Subscription"
  REFERENCING OLD TABLE AS "subscription_old" NEW TABLE AS "subscription_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "creator_subscriber_tally_trigger"();
CREATE TRIGGER "Subscription_tally_delete" AFTER DELETE ON "Subscription"
  REFERENCING OLD TABLE AS "subscription_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "creator_subscriber_tally_trigger"();

-- The rows already there.
INSERT INTO "CreatorSubscriberTally" ("creatorId", "count")
SELECT s."creatorId", count(*)::int FROM "Subscription" s
WHERE s."status" IN ('active', 'cancelled')
GROUP BY s."creatorId";
