ALTER TABLE "community_topics" ALTER COLUMN "author_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "community_replies" DROP COLUMN "author_name";--> statement-breakpoint
-- Members' topics stored the part of their address before the @ (record 033, before display
-- names): a member's posts now show their display name, so the stored part goes.
UPDATE "community_topics" SET "author_name" = NULL WHERE "author_id" IS NOT NULL;
