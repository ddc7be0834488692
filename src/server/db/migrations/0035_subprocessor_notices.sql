CREATE TABLE "subprocessor_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"announced_at" timestamp with time zone NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"changes" jsonb NOT NULL,
	"actor_id" uuid
);
--> statement-breakpoint
CREATE TABLE "subprocessor_notices" (
	"change_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subprocessor_notices_change_id_user_id_pk" PRIMARY KEY("change_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "subprocessor_notices" ADD CONSTRAINT "subprocessor_notices_change_id_subprocessor_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."subprocessor_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subprocessor_notices" ADD CONSTRAINT "subprocessor_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subprocessor_changes_announced_idx" ON "subprocessor_changes" USING btree ("announced_at");