CREATE TABLE "global_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"lang" text NOT NULL,
	"kind" text NOT NULL,
	"document" jsonb DEFAULT '{"version":1,"blocks":[]}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published" jsonb,
	"published_version" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_sections_kind_ck" CHECK ("global_sections"."kind" in ('header', 'footer'))
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "hide_header" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "hide_footer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "global_sections" ADD CONSTRAINT "global_sections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_sections" ADD CONSTRAINT "global_sections_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "global_sections_website_lang_kind_uq" ON "global_sections" USING btree ("website_id","lang","kind");