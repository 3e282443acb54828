ALTER TABLE "documents" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "subtasks" ADD COLUMN "ticked_with_task" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subtasks" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subtasks" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtasks" ADD CONSTRAINT "subtasks_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_plan_deleted_idx" ON "documents" USING btree ("plan_id","deleted_at") WHERE "documents"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "subtasks_deleted_idx" ON "subtasks" USING btree ("deleted_at") WHERE "subtasks"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "tasks_plan_deleted_idx" ON "tasks" USING btree ("plan_id","deleted_at") WHERE "tasks"."deleted_at" is not null;