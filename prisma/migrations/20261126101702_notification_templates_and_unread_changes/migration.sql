-- A notification is stored as a template with its values and rendered in the reader's language
-- when read (lib/notifications/templates.ts, lib/notifications/render.ts).

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "params" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "template" TEXT;

-- Backfill. What the stored (English) text of the events says can be read back becomes its
-- template, named from its sender when read; anything else keeps its words (template "text").
UPDATE "Notification" SET "template" = 'post_like',
  "params" = jsonb_build_object('postId', NULL, 'count', 1, 'likers', CASE WHEN "senderId" IS NULL THEN '[]'::jsonb ELSE jsonb_build_array("senderId") END)
  WHERE "type" = 'post_like' AND "senderId" IS NOT NULL;
UPDATE "Notification" SET "template" = 'message',
  "params" = jsonb_build_object('preview', CASE WHEN "message" = 'Sent you an attachment' THEN '' ELSE "message" END)
  WHERE "type" = 'message' AND "senderId" IS NOT NULL;
UPDATE "Notification" SET "template" = 'new_subscriber' WHERE "type" = 'subscription' AND "senderId" IS NOT NULL;
UPDATE "Notification" SET "template" = 'new_post',
  "params" = jsonb_build_object('postTitle', substr("message", strpos("message", ' published a new post: ') + length(' published a new post: ')))
  WHERE "type" = 'new_post' AND "senderId" IS NOT NULL AND strpos("message", ' published a new post: ') > 0;
UPDATE "Notification" SET "template" = 'tip',
  "params" = jsonb_build_object(
    'currency', (regexp_match("message", ' sent you ([A-Z]{3}) ?([0-9,]+(\.[0-9]+)?)$'))[1],
    'amountCents', round(replace((regexp_match("message", ' sent you ([A-Z]{3}) ?([0-9,]+(\.[0-9]+)?)$'))[2], ',', '')::numeric * 100)::int)
  WHERE "type" = 'payment_received' AND "senderId" IS NOT NULL AND "message" ~ ' sent you [A-Z]{3} ?[0-9,]+(\.[0-9]+)?$';
UPDATE "Notification" SET "template" = 'subscription_expired' WHERE "type" = 'subscription_expired' AND "title" = 'Subscription expired' AND "senderId" IS NOT NULL;
UPDATE "Notification" SET "template" = 'subscription_ended' WHERE "type" = 'subscription_expired' AND "title" = 'Subscription ended' AND "senderId" IS NOT NULL;
UPDATE "Notification" SET "template" = 'text', "params" = jsonb_build_object('title', "title", 'message', "message") WHERE "template" IS NULL;

ALTER TABLE "Notification" ALTER COLUMN "template" SET NOT NULL,
DROP COLUMN "message",
DROP COLUMN "title";

-- CreateTable
CREATE TABLE "UnreadChange" (
    "seq" BIGSERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "tx" BIGINT NOT NULL DEFAULT (pg_current_xact_id())::text::bigint,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UnreadChange_pkey" PRIMARY KEY ("seq")
);

-- CreateIndex
CREATE INDEX "UnreadChange_tx_idx" ON "UnreadChange"("tx");

-- CreateIndex
CREATE INDEX "UnreadChange_at_idx" ON "UnreadChange"("at");

-- Every change of a member's unread notifications (a new one, one read, an unread one deleted)
-- leaves a row for the realtime service, which pushes the new counts (lib/notifications/unread-changes.ts).
-- Statement triggers: a fan-out of thousands of rows writes one row per recipient, in the same transaction.
CREATE FUNCTION "Notification_unread_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "UnreadChange" ("userId") SELECT DISTINCT "recipientId" FROM new_rows WHERE NOT "isRead";
  RETURN NULL;
END $$;

CREATE FUNCTION "Notification_unread_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "UnreadChange" ("userId")
    SELECT DISTINCT n."recipientId" FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE o."isRead" IS DISTINCT FROM n."isRead";
  RETURN NULL;
END $$;

CREATE FUNCTION "Notification_unread_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "UnreadChange" ("userId") SELECT DISTINCT "recipientId" FROM old_rows WHERE NOT "isRead";
  RETURN NULL;
END $$;

CREATE TRIGGER "Notification_unread_insert" AFTER INSERT ON "Notification"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "Notification_unread_inserted"();
CREATE TRIGGER "Notification_unread_update" AFTER UPDATE ON "Notification"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "Notification_unread_updated"();
CREATE TRIGGER "Notification_unread_delete" AFTER DELETE ON "Notification"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "Notification_unread_deleted"();
