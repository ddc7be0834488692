ALTER TABLE "sessions" ADD COLUMN "impersonator_session_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "impersonation_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD COLUMN "charged_to_user_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_charged_to_user_id_users_id_fk" FOREIGN KEY ("charged_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_impersonator_session_idx" ON "sessions" USING btree ("impersonator_session_id") WHERE "sessions"."impersonator_session_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_impersonation_idx" ON "audit_log" USING btree ("impersonation_id","at") WHERE "audit_log"."impersonation_id" is not null;--> statement-breakpoint
CREATE INDEX "booking_reminders_charged_idx" ON "booking_reminders" USING btree ("charged_to_user_id","created_at") WHERE "booking_reminders"."charged_to_user_id" is not null;