ALTER TABLE "user_sessions" ADD COLUMN "stand_in_user_id" uuid;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "claim_password_hash" text;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "stand_in_failed_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "stand_in_locked_until" timestamp with time zone;--> statement-breakpoint
-- Written by hand: a decoy started before this migration gets its own stand-in id.
UPDATE "user_sessions" SET "stand_in_user_id" = gen_random_uuid() WHERE "sign_up_decoy";--> statement-breakpoint
-- Written by hand: unconfirmed accounts now expire (decision record 018). An account that ever
-- verified an emailed code proved its address, even if it did so before codes confirmed it.
UPDATE "users" u SET "email_confirmed_at" = s."first_verified"
FROM (
  SELECT "user_id", min("mfa_verified_at") AS "first_verified" FROM "user_sessions"
  WHERE "mfa_verified_at" IS NOT NULL AND NOT "sign_up_decoy" GROUP BY "user_id"
) s
WHERE u."id" = s."user_id" AND u."email_confirmed_at" IS NULL;
--> statement-breakpoint
-- Written by hand: sessions are cleaned up, audit entries are kept; an account with a 'login'
-- entry passed the code step once, so its address was proved, whatever its sessions say now.
UPDATE "users" u SET "email_confirmed_at" = l."first_login"
FROM (
  SELECT "user_id", min("created_at") AS "first_login" FROM "audit_logs"
  WHERE "action" = 'login' AND "user_id" IS NOT NULL GROUP BY "user_id"
) l
WHERE u."id" = l."user_id" AND u."email_confirmed_at" IS NULL;
