CREATE TABLE "calendar_booking_events" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"calendar_id" uuid NOT NULL,
	"href" text NOT NULL,
	"etag" text,
	"written_start" timestamp with time zone NOT NULL,
	"written_end" timestamp with time zone NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remote_change" text,
	"remote_start" timestamp with time zone,
	"remote_end" timestamp with time zone,
	"reported_at" timestamp with time zone,
	CONSTRAINT "calendar_booking_events_change_check" CHECK ("calendar_booking_events"."remote_change" is null or "calendar_booking_events"."remote_change" in ('moved', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "calendar_busy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"calendar_id" uuid NOT NULL,
	"href" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"summary" text,
	CONSTRAINT "calendar_busy_range_check" CHECK ("calendar_busy"."ends_at" > "calendar_busy"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"server_url" text NOT NULL,
	"username" text NOT NULL,
	"password_encrypted" text NOT NULL,
	"home_url" text NOT NULL,
	"status" text DEFAULT 'ok' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"show_titles" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_connections_status_check" CHECK ("calendar_connections"."status" in ('ok', 'error'))
);
--> statement-breakpoint
CREATE TABLE "calendar_objects" (
	"calendar_id" uuid NOT NULL,
	"href" text NOT NULL,
	"etag" text,
	"uid" text,
	CONSTRAINT "calendar_objects_calendar_id_href_pk" PRIMARY KEY("calendar_id","href")
);
--> statement-breakpoint
CREATE TABLE "calendar_sync_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"check_conflicts" boolean DEFAULT false NOT NULL,
	"write_bookings" boolean DEFAULT false NOT NULL,
	"sync_token" text,
	"ctag" text,
	"synced_at" timestamp with time zone,
	"expanded_to" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_booking_events" ADD CONSTRAINT "calendar_booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_booking_events" ADD CONSTRAINT "calendar_booking_events_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_booking_events" ADD CONSTRAINT "calendar_booking_events_calendar_id_calendar_sync_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendar_sync_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy" ADD CONSTRAINT "calendar_busy_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy" ADD CONSTRAINT "calendar_busy_calendar_id_calendar_sync_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendar_sync_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_objects" ADD CONSTRAINT "calendar_objects_calendar_id_calendar_sync_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendar_sync_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sync_calendars" ADD CONSTRAINT "calendar_sync_calendars_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sync_calendars" ADD CONSTRAINT "calendar_sync_calendars_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_booking_events_calendar_idx" ON "calendar_booking_events" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "calendar_busy_object_idx" ON "calendar_busy" USING btree ("calendar_id","href");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_connections_account_idx" ON "calendar_connections" USING btree ("provider_id","server_url","username");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_sync_calendars_url_idx" ON "calendar_sync_calendars" USING btree ("connection_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_sync_calendars_writer_idx" ON "calendar_sync_calendars" USING btree ("provider_id") WHERE "calendar_sync_calendars"."write_bookings";--> statement-breakpoint
-- The busy copy is read as the bookings are (listBusy): by provider and overlapping range.
CREATE INDEX "calendar_busy_range_idx" ON "calendar_busy" USING gist ("provider_id", tstzrange("starts_at", "ends_at", '[)'));
--> statement-breakpoint
-- A change to the busy copy changes the public page as a booking does (ADR 0043's counters).
CREATE TRIGGER "calendar_busy_version_insert" AFTER INSERT ON "calendar_busy" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_bookings_version_by_provider_id();--> statement-breakpoint
CREATE TRIGGER "calendar_busy_version_update" AFTER UPDATE ON "calendar_busy" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_bookings_version_by_provider_id();--> statement-breakpoint
CREATE TRIGGER "calendar_busy_version_delete" AFTER DELETE ON "calendar_busy" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_bookings_version_by_provider_id();
