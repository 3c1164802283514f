CREATE TABLE "form_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "form_reply_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"signature" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submit_label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"success" jsonb DEFAULT '{"kind":"message","message":{}}'::jsonb NOT NULL,
	"recipients" text[] DEFAULT '{}' NOT NULL,
	"proof_of_work" boolean DEFAULT false NOT NULL,
	"on_product_pages" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "form_records" ADD COLUMN "fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "form_records" ADD COLUMN "is_starred" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "form_records" ADD COLUMN "is_spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "form_records" ADD COLUMN "spam_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_records" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "form_records" ADD COLUMN "visitor_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_records" ADD COLUMN "visitor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_records" ADD COLUMN "page_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_records" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "form_records" ADD COLUMN "lang" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_records" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_records" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_records" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_replies" ADD CONSTRAINT "form_replies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_replies" ADD CONSTRAINT "form_replies_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_reply_templates" ADD CONSTRAINT "form_reply_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_settings" ADD CONSTRAINT "form_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_replies_record_idx" ON "form_replies" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "form_replies_visitor_idx" ON "form_replies" USING btree ("company_id","to_email");--> statement-breakpoint
CREATE UNIQUE INDEX "form_settings_company_idx" ON "form_settings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "forms_website_idx" ON "forms" USING btree ("company_id","website_id");--> statement-breakpoint
CREATE INDEX "form_records_form_idx" ON "form_records" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "form_records_company_created_idx" ON "form_records" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "form_records_visitor_idx" ON "form_records" USING btree ("company_id","visitor_email");