CREATE TABLE "sms_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"offset_minutes" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"recipient" text NOT NULL,
	"content" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_message_id" text,
	"reason" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_reminders_once" UNIQUE("booking_id","offset_minutes","due_at")
);
--> statement-breakpoint
ALTER TABLE "provider_settings" ADD COLUMN "sms_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD COLUMN "sms_reminder_offset_minutes" integer;--> statement-breakpoint
ALTER TABLE "sms_reminders" ADD CONSTRAINT "sms_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_reminders" ADD CONSTRAINT "sms_reminders_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_reminders_due_idx" ON "sms_reminders" USING btree ("status","due_at");