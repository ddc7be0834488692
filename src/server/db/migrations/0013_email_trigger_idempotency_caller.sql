ALTER TABLE "idempotency_keys" ADD COLUMN "caller_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "triggered_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "trigger_kind" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_triggered_by_user_id_users_id_fk" FOREIGN KEY ("triggered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_emails_trigger_idx" ON "outbox_emails" USING btree ("triggered_by_user_id","created_at");