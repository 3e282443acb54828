ALTER TABLE "security_events" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Written by hand: the events already stored happened once, at their created_at.
ALTER TABLE "security_events" ADD COLUMN "last_at" timestamp with time zone;--> statement-breakpoint
UPDATE "security_events" SET "last_at" = "created_at";--> statement-breakpoint
ALTER TABLE "security_events" ALTER COLUMN "last_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "security_events_last_idx" ON "security_events" USING btree ("last_at");
