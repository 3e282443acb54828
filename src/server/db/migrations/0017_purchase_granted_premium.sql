ALTER TABLE "purchases" ADD COLUMN "granted_premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The purchases that made their account premium, by the audit entry of each grant (issue 54): a purchase that found its account premium already gave nothing, and its end takes nothing.
UPDATE "purchases" SET "granted_premium" = true WHERE "id"::text IN (SELECT "details"->>'purchaseId' FROM "audit_logs" WHERE "action" = 'grant_premium');
