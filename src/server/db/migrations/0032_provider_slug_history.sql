CREATE TABLE "provider_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_slug_history" ADD CONSTRAINT "provider_slug_history_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;