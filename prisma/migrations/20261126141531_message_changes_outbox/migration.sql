-- AlterTable
ALTER TABLE "UnreadChange" ADD COLUMN     "messageId" UUID,
ALTER COLUMN "tx" SET DEFAULT (pg_current_xact_id())::text::bigint;
