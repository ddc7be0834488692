CREATE TABLE "global_notification_dismissals" (
	"user_id" uuid NOT NULL,
	"notification_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_notification_dismissals_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "global_notification_targets" (
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "global_notification_targets_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "global_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"target_all" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "global_notification_dismissals" ADD CONSTRAINT "global_notification_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_notification_dismissals" ADD CONSTRAINT "global_notification_dismissals_notification_id_global_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."global_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_notification_targets" ADD CONSTRAINT "global_notification_targets_notification_id_global_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."global_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_notification_targets" ADD CONSTRAINT "global_notification_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_notifications" ADD CONSTRAINT "global_notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "global_notification_targets_user_idx" ON "global_notification_targets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "global_notifications_created_idx" ON "global_notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "global_notifications_status_idx" ON "global_notifications" USING btree ("status","priority");--> statement-breakpoint
-- hand-written
ALTER TABLE "global_notifications" ADD CONSTRAINT "global_notifications_priority_range" CHECK ("priority" BETWEEN -100 AND 100);
