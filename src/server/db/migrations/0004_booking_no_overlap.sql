-- No double booking, guaranteed by the database: two active bookings of one provider can never
-- have overlapping blocked ranges (appointment plus the service's buffers). Cancelled bookings
-- free their time. Needs btree_gist (migration 0000) for the equality on provider_id.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (
    "provider_id" WITH =,
    tstzrange("blocked_from", "blocked_to", '[)') WITH &&
  ) WHERE ("status" <> 'cancelled');
