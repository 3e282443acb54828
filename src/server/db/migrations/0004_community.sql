CREATE TABLE "community_likes" (
	"topic_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_likes_topic_id_user_id_pk" PRIMARY KEY("topic_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text,
	"is_premium" boolean DEFAULT false NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_likes" ADD CONSTRAINT "community_likes_topic_id_community_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."community_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_likes" ADD CONSTRAINT "community_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_replies" ADD CONSTRAINT "community_replies_topic_id_community_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."community_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_replies" ADD CONSTRAINT "community_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_topics" ADD CONSTRAINT "community_topics_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_replies_topic_idx" ON "community_replies" USING btree ("topic_id","created_at");--> statement-breakpoint
CREATE INDEX "community_topics_last_active_idx" ON "community_topics" USING btree ("last_active_at");--> statement-breakpoint
CREATE INDEX "community_topics_author_idx" ON "community_topics" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_topics_seed_key_unique" ON "community_topics" USING btree ("seed_key");
--> statement-breakpoint
-- The spec's five sample topics (two premium), seeded once (decision D3).
INSERT INTO "community_topics" ("seed_key", "title", "author_name", "category", "is_premium", "content", "created_at", "last_active_at") VALUES
  ('sample-assisted-living', 'How did you choose an assisted living facility?', 'Sarah M.', 'housing', false, 'We are starting to visit assisted living facilities for my mother. What questions did you ask on your tours, and what made you decide?', now(), now()),
  ('sample-medication-tracking', 'Tips for keeping track of medications', 'David K.', 'healthcare', false, 'Dad takes nine different medications at different times of day. What systems or tools have worked for your family?', now(), now()),
  ('sample-power-of-attorney', 'Setting up Power of Attorney: what we learned', 'Linda R.', 'legal', false, 'We finally set up durable and healthcare Power of Attorney for my parents. Happy to share what we wish we had known at the start.', now(), now()),
  ('sample-paying-for-care', 'Paying for long-term care without draining savings', 'Michael T.', 'finances', true, 'A conversation about long-term care insurance, Medicaid planning and family agreements. What options did you consider?', now(), now()),
  ('sample-caregiver-burnout', 'Avoiding caregiver burnout: respite care options', 'Jennifer L.', 'care_support', true, 'After two years of caring for my father I was exhausted. Here is how we found respite care, and how you can too.', now(), now());
