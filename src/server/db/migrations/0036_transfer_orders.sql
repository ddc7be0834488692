CREATE TABLE "transfer_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"product_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"renews_order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_id" uuid,
	"confirmed_by" uuid,
	"cancelled_at" timestamp with time zone,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"stop_at_end_at" timestamp with time zone,
	"period_outcome" text,
	"period_closed_at" timestamp with time zone,
	CONSTRAINT "transfer_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "transfer_orders_renews_order_id_unique" UNIQUE("renews_order_id"),
	CONSTRAINT "transfer_orders_amount_positive" CHECK ("transfer_orders"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_renews_order_id_transfer_orders_id_fk" FOREIGN KEY ("renews_order_id") REFERENCES "public"."transfer_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_orders_user_idx" ON "transfer_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_orders_status_idx" ON "transfer_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "transfer_orders_open_period_idx" ON "transfer_orders" USING btree ("period_end") WHERE "transfer_orders"."period_end" IS NOT NULL AND "transfer_orders"."period_outcome" IS NULL;