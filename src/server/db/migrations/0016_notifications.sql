CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"push" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"booking_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_notifications_booking_idx" ON "user_notifications" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "user_notifications_user_created_idx" ON "user_notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_notifications_unread_idx" ON "user_notifications" USING btree ("user_id") WHERE "user_notifications"."read_at" IS NULL;--> statement-breakpoint
-- hand-written
-- ADR 0033: a provider's « no e-mail » on a new booking or a client's cancellation becomes the
-- e-mail channel of that notification type, before drizzle's two DROP COLUMN (moved here for that).
INSERT INTO "notification_preferences" ("user_id", "type", "in_app", "email", "push")
SELECT "provider_id", 'booking_created', true, false, true
FROM "provider_settings" WHERE "email_on_new_booking" = false;--> statement-breakpoint
INSERT INTO "notification_preferences" ("user_id", "type", "in_app", "email", "push")
SELECT "provider_id", 'booking_cancelled', true, false, true
FROM "provider_settings" WHERE "email_on_cancellation" = false;--> statement-breakpoint
ALTER TABLE "provider_settings" DROP COLUMN "email_on_new_booking";--> statement-breakpoint
ALTER TABLE "provider_settings" DROP COLUMN "email_on_cancellation";
