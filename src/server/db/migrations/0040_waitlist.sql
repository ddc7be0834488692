CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"booking_id" uuid,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"client_phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_window" CHECK ("waitlist_entries"."from_day" <= "waitlist_entries"."to_day")
);
--> statement-breakpoint
ALTER TABLE "provider_settings" ADD COLUMN "waitlist_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_provider_idx" ON "waitlist_entries" USING btree ("provider_id","status","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_to_day_idx" ON "waitlist_entries" USING btree ("to_day");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_per_window" ON "waitlist_entries" USING btree ("service_id",lower("client_email"),"from_day","to_day") WHERE "waitlist_entries"."status" <> 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_per_booking" ON "waitlist_entries" USING btree ("booking_id") WHERE "waitlist_entries"."booking_id" is not null;