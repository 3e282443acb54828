CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_session" text,
	"payment_intent" text,
	"subscription" text,
	"kind" text,
	"user_id" uuid,
	"email" text,
	"status" text NOT NULL,
	"purchased_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "premium_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "premium_source" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_checkout_session_idx" ON "purchases" USING btree ("checkout_session");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_payment_intent_idx" ON "purchases" USING btree ("payment_intent");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_subscription_idx" ON "purchases" USING btree ("subscription");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "purchases_unclaimed_email_idx" ON "purchases" USING btree (lower("email")) WHERE "purchases"."user_id" is null;--> statement-breakpoint
-- Premium accounts from before payments: premium since their last change, by Upgrade Now or the premium sign-up.
UPDATE "users" SET "premium_since" = "updated_at", "premium_source" = 'upgrade' WHERE "subscription_tier" = 'premium';
