ALTER TABLE "bookings" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "location_type" text DEFAULT 'in_person' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "session_key" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "capacity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "phone_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "location" jsonb DEFAULT '{"type":"in_person"}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_series_idx" ON "bookings" USING btree ("series_id") WHERE "bookings"."series_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_session_client_idx" ON "bookings" USING btree ("session_key",lower("client_email")) WHERE "bookings"."session_key" is not null and "bookings"."status" <> 'cancelled' and "bookings"."client_email" <> '';--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_capacity_range" CHECK ("services"."capacity" between 1 and 100);--> statement-breakpoint
-- Issue 32, group sessions: the seats of one session (same service, same start) may share their
-- time; any other overlap is still refused. A one-client booking's key is its own id, unlike any other.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (
    "provider_id" WITH =,
    (coalesce("session_key", "id"::text)) WITH <>,
    tstzrange("blocked_from", "blocked_to", '[)') WITH &&
  ) WHERE ("status" <> 'cancelled');--> statement-breakpoint
-- The database's last word on seats: a booking of a service with more than one place gets its
-- session key here, and the seat after the service's capacity is refused (23P01, a taken slot),
-- under a lock on the session so that concurrent seats are counted one after another.
CREATE FUNCTION "bookings_session_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seats integer;
  taken integer;
BEGIN
  IF TG_OP = 'INSERT' OR NEW.start_at IS DISTINCT FROM OLD.start_at
     OR NEW.service_id IS DISTINCT FROM OLD.service_id THEN
    SELECT capacity INTO seats FROM services WHERE id = NEW.service_id;
    IF coalesce(seats, 1) > 1 THEN
      NEW.session_key := NEW.service_id::text || '@'
        || to_char(NEW.start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
    ELSE
      NEW.session_key := NULL;
    END IF;
  END IF;
  IF NEW.session_key IS NULL OR NEW.status = 'cancelled' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status <> 'cancelled' AND NEW.session_key = OLD.session_key THEN
    RETURN NEW;
  END IF;
  SELECT capacity INTO seats FROM services WHERE id = NEW.service_id;
  PERFORM pg_advisory_xact_lock(hashtextextended('session:' || NEW.session_key, 0));
  SELECT count(*) INTO taken FROM bookings
    WHERE session_key = NEW.session_key AND status <> 'cancelled' AND id <> NEW.id;
  IF taken >= seats THEN
    RAISE EXCEPTION 'session % is full', NEW.session_key
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bookings_session_seats';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_session_seats" BEFORE INSERT OR UPDATE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_session_seats"();
