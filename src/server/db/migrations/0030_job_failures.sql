CREATE TABLE "job_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"job_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"last_error" text NOT NULL,
	"attempts" integer NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"retried_job_id" uuid,
	CONSTRAINT "job_failures_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
ALTER TABLE "job_failures" ADD CONSTRAINT "job_failures_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_failures_open_idx" ON "job_failures" USING btree ("failed_at" DESC NULLS LAST) WHERE "job_failures"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "job_failures_failed_at_idx" ON "job_failures" USING btree ("failed_at" DESC NULLS LAST);