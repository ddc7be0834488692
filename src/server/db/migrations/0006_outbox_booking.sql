CREATE TABLE "daily_agenda_sends" (
	"provider_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_agenda_sends_provider_id_local_date_pk" PRIMARY KEY("provider_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD COLUMN "email_on_new_booking" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD COLUMN "email_on_cancellation" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD COLUMN "daily_agenda_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_agenda_sends" ADD CONSTRAINT "daily_agenda_sends_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_emails_booking_idx" ON "outbox_emails" USING btree ("booking_id");