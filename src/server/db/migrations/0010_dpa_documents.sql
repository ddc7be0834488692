CREATE TABLE "dpa_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"numero_contrat" text NOT NULL,
	"statut" text DEFAULT 'draft' NOT NULL,
	"nom" text NOT NULL,
	"siret" text,
	"adresse" text NOT NULL,
	"telephone" text,
	"contenu" text NOT NULL,
	"content_hash" text NOT NULL,
	"signature" jsonb,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dpa_documents_numero_contrat_unique" UNIQUE("numero_contrat")
);
--> statement-breakpoint
ALTER TABLE "dpa_documents" ADD CONSTRAINT "dpa_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dpa_documents_user_idx" ON "dpa_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dpa_documents_one_draft_idx" ON "dpa_documents" USING btree ("user_id") WHERE "dpa_documents"."statut" = 'draft';