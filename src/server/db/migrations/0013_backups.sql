CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot" text,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"file" text,
	"bytes" bigint,
	"row_count" integer,
	"reason" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backups_one_per_slot" ON "backups" USING btree ("slot") WHERE "backups"."status" in ('running', 'ok');--> statement-breakpoint
CREATE INDEX "backups_finished_idx" ON "backups" USING btree ("finished_at");