CREATE TABLE "care_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "plan_members" (
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plan_members_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "tasks_user_position_idx";--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "completed_by" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Every account so far owns one plan: its own tasks (decision record 045). The plan takes the
-- account's id, which makes the move of tasks and task audit entries a plain copy.
INSERT INTO "care_plans" ("id", "name", "created_at") SELECT "id", 'Care plan', "created_at" FROM "users";--> statement-breakpoint
INSERT INTO "plan_members" ("plan_id", "user_id", "role", "joined_at") SELECT "id", "id", 'owner', "created_at" FROM "users";--> statement-breakpoint
UPDATE "tasks" SET "plan_id" = "user_id";--> statement-breakpoint
UPDATE "tasks" SET "completed_by" = "user_id", "completed_at" = "updated_at" WHERE "completed";--> statement-breakpoint
UPDATE "audit_logs" SET "plan_id" = "user_id" WHERE "resource_type" = 'task' AND "user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "plan_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_invitations" ADD CONSTRAINT "plan_invitations_plan_id_care_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."care_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_invitations" ADD CONSTRAINT "plan_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_invitations" ADD CONSTRAINT "plan_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_members" ADD CONSTRAINT "plan_members_plan_id_care_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."care_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_members" ADD CONSTRAINT "plan_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_invitations_token_unique" ON "plan_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "plan_invitations_plan_idx" ON "plan_invitations" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE INDEX "plan_invitations_email_idx" ON "plan_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "plan_members_user_idx" ON "plan_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_plan_id_care_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."care_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_plan_id_care_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."care_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_plan_created_idx" ON "audit_logs" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_plan_position_idx" ON "tasks" USING btree ("plan_id","position");--> statement-breakpoint
CREATE INDEX "tasks_plan_assignee_idx" ON "tasks" USING btree ("plan_id","assignee_id");--> statement-breakpoint
ALTER TABLE "tasks" DROP COLUMN "user_id";