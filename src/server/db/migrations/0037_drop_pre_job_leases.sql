ALTER TABLE "outbox_emails" DROP COLUMN "claimed_until";--> statement-breakpoint
ALTER TABLE "push_deliveries" DROP COLUMN "claimed_at";