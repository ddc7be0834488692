CREATE TABLE "provider_plans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pack_id" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"next_pack_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quota_alerts" (
	"user_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quota_alerts_user_id_period_start_kind_pk" PRIMARY KEY("user_id","period_start","kind")
);
--> statement-breakpoint
CREATE TABLE "quota_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"bucket" text NOT NULL,
	"amount" integer NOT NULL,
	"lot_id" uuid,
	"booking_id" uuid,
	"period_start" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"reason" text,
	"author_id" uuid,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quota_movements_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "quota_movements_amount_nonzero" CHECK ("quota_movements"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "provider_plans" ADD CONSTRAINT "provider_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_alerts" ADD CONSTRAINT "quota_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_movements" ADD CONSTRAINT "quota_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_movements" ADD CONSTRAINT "quota_movements_lot_id_quota_movements_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."quota_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_movements" ADD CONSTRAINT "quota_movements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quota_movements_user_seq_idx" ON "quota_movements" USING btree ("user_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quota_movements_lot_idx" ON "quota_movements" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "quota_movements_booking_idx" ON "quota_movements" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "quota_movements_lot_expiry_idx" ON "quota_movements" USING btree ("expires_at") WHERE "quota_movements"."lot_id" IS NULL AND "quota_movements"."amount" > 0;