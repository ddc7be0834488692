ALTER TABLE "sessions" ADD COLUMN "impersonator_session_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "impersonation_id" uuid;--> statement-breakpoint
CREATE INDEX "sessions_impersonator_session_idx" ON "sessions" USING btree ("impersonator_session_id") WHERE "sessions"."impersonator_session_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_impersonation_idx" ON "audit_log" USING btree ("impersonation_id","at") WHERE "audit_log"."impersonation_id" is not null;