ALTER TABLE "webhook_deliveries" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_created_idx" ON "webhook_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_booking_idx" ON "webhook_deliveries" USING btree (("payload" -> 'data' ->> 'bookingId'));--> statement-breakpoint
CREATE INDEX "webhook_deliveries_entry_idx" ON "webhook_deliveries" USING btree (("payload" -> 'data' ->> 'entryId'));--> statement-breakpoint
CREATE INDEX "webhook_endpoints_provider_idx" ON "webhook_endpoints" USING btree ("provider_id");