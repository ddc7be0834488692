ALTER TABLE "provider_profiles" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_slug_unique" UNIQUE("slug");