CREATE TABLE "care_contacts" (
	"plan_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	CONSTRAINT "care_contacts_plan_id_position_pk" PRIMARY KEY("plan_id","position")
);
--> statement-breakpoint
CREATE TABLE "care_medications" (
	"plan_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"dose" text DEFAULT '' NOT NULL,
	"schedule" text DEFAULT '' NOT NULL,
	"prescriber" text DEFAULT '' NOT NULL,
	"pharmacy" text DEFAULT '' NOT NULL,
	CONSTRAINT "care_medications_plan_id_position_pk" PRIMARY KEY("plan_id","position")
);
--> statement-breakpoint
CREATE TABLE "care_profiles" (
	"plan_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"conditions" text DEFAULT '' NOT NULL,
	"allergies" text DEFAULT '' NOT NULL,
	"insurance_provider" text DEFAULT '' NOT NULL,
	"insurance_member_number" text DEFAULT '' NOT NULL,
	"power_of_attorney" text DEFAULT '' NOT NULL,
	"advance_directive" text DEFAULT 'unknown' NOT NULL,
	"advance_directive_location" text DEFAULT '' NOT NULL,
	"dnr_status" text DEFAULT 'unknown' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "document_contents" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"sealed" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"task_id" uuid,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"key_id" text NOT NULL,
	"wrapped_key" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "care_contacts" ADD CONSTRAINT "care_contacts_plan_id_care_profiles_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."care_profiles"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_medications" ADD CONSTRAINT "care_medications_plan_id_care_profiles_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."care_profiles"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_profiles" ADD CONSTRAINT "care_profiles_plan_id_care_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."care_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_profiles" ADD CONSTRAINT "care_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_contents" ADD CONSTRAINT "document_contents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_plan_id_care_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."care_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_plan_uploaded_idx" ON "documents" USING btree ("plan_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "documents_task_idx" ON "documents" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "documents_uploaded_by_idx" ON "documents" USING btree ("uploaded_by");--> statement-breakpoint
-- Encrypted bytes do not compress: PostgreSQL is told not to try (they are still kept out of line).
ALTER TABLE "document_contents" ALTER COLUMN "sealed" SET STORAGE EXTERNAL;
