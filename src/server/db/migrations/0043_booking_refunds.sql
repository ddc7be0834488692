CREATE TABLE "booking_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"kind" text DEFAULT 'payment' NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stripe_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "booking_refunds_ordinal" UNIQUE("payment_id","ordinal"),
	CONSTRAINT "booking_refunds_amount" CHECK ("booking_refunds"."amount_cents" > 0),
	CONSTRAINT "booking_refunds_kind" CHECK ("booking_refunds"."kind" in ('payment', 'fee'))
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "fee_refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_payment_id_booking_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."booking_payments"("id") ON DELETE cascade ON UPDATE no action;