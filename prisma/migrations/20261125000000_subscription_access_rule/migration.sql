-- The rule "a subscription gives access" (lib/subscriptions/active.ts) written once for the
-- database, as functions that the app's statements (through the fragments of that module) and the
-- subscriber tally's trigger all call, so no statement restates it:
--  - a status gives access while its paid period runs: active, or cancelled (paid up to endDate);
--  - a subscription gives access at a time when its status does and its endDate is later;
--  - it has lapsed at a time when its status still does but its endDate has passed (the expiry job
--    flips those rows to expired; until then every reader already treats them as ended).
-- Plain SQL expressions, IMMUTABLE and not STRICT, so PostgreSQL inlines them into each statement
-- before planning: an index sees the same conditions as if they were written in place.
CREATE FUNCTION "subscription_status_gives_access"("status" "SubscriptionStatus") RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT $1 IN ('active', 'cancelled') $$;

CREATE FUNCTION "subscription_gives_access"("status" "SubscriptionStatus", "endDate" timestamp(3), "at" timestamp(3)) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT "subscription_status_gives_access"($1) AND $2 > $3 $$;

CREATE FUNCTION "subscription_lapsed"("status" "SubscriptionStatus", "endDate" timestamp(3), "at" timestamp(3)) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT "subscription_status_gives_access"($1) AND $2 <= $3 $$;

-- The tally counts, per creator, the rows whose status gives access (whatever their end date:
-- a tally cannot follow the clock; readers subtract the lapsed rows, lib/users/counts.ts).
CREATE OR REPLACE FUNCTION "creator_subscriber_tally_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('creatorId', x."creatorId", 'delta', x.n)) INTO deltas
    FROM (SELECT "creatorId", count(*)::int AS n FROM "subscription_new"
          WHERE "subscription_status_gives_access"("status") GROUP BY "creatorId") x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('creatorId', x."creatorId", 'delta', -x.n)) INTO deltas
    FROM (SELECT "creatorId", count(*)::int AS n FROM "subscription_old"
          WHERE "subscription_status_gives_access"("status") GROUP BY "creatorId") x;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('creatorId', x."creatorId", 'delta', x.n)) INTO deltas
    FROM (SELECT "creatorId", sum(d)::int AS n FROM (
            SELECT "creatorId", 1 AS d FROM "subscription_new" WHERE "subscription_status_gives_access"("status")
            UNION ALL
            SELECT "creatorId", -1 AS d FROM "subscription_old" WHERE "subscription_status_gives_access"("status")
          ) y GROUP BY "creatorId" HAVING sum(d) <> 0) x;
  END IF;
  IF deltas IS NOT NULL THEN
    PERFORM "creator_subscriber_tally_add"(deltas);
  END IF;
  RETURN NULL;
END
$$;
