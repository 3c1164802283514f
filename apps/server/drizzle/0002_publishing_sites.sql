CREATE TABLE "blocked_ips" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"cidr" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_redirect_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"countries" jsonb NOT NULL,
	"target_kind" text NOT NULL,
	"target" text NOT NULL,
	"mode" text DEFAULT 'redirect' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirect_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"source" text NOT NULL,
	"match_kind" text DEFAULT 'exact' NOT NULL,
	"target" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirect_rules_status_ck" CHECK ("redirect_rules"."status_code" in (301, 302))
);
--> statement-breakpoint
CREATE TABLE "site_files" (
	"version_id" integer NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"etag" text NOT NULL,
	"body" "bytea" NOT NULL,
	"gzip" "bytea",
	"brotli" "bytea"
);
--> statement-breakpoint
CREATE TABLE "site_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"status" text DEFAULT 'building' NOT NULL,
	"file_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ssl_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"domain" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"key_encrypted" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"domain" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published" jsonb;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "theme" jsonb DEFAULT '{"palette":"ocean","fontPair":"system","animation":"none"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "seo" jsonb DEFAULT '{"title":"","keywords":"","description":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "favicon" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "https_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "published_version_id" integer;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blocked_ips" ADD CONSTRAINT "blocked_ips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_ips" ADD CONSTRAINT "blocked_ips_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_redirect_rules" ADD CONSTRAINT "geo_redirect_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_redirect_rules" ADD CONSTRAINT "geo_redirect_rules_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirect_rules" ADD CONSTRAINT "redirect_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirect_rules" ADD CONSTRAINT "redirect_rules_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_files" ADD CONSTRAINT "site_files_version_id_site_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."site_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_versions" ADD CONSTRAINT "site_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_versions" ADD CONSTRAINT "site_versions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssl_certificates" ADD CONSTRAINT "ssl_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssl_certificates" ADD CONSTRAINT "ssl_certificates_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_domains" ADD CONSTRAINT "website_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_domains" ADD CONSTRAINT "website_domains_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_ips_website_cidr_uq" ON "blocked_ips" USING btree ("website_id","cidr");--> statement-breakpoint
CREATE INDEX "geo_redirect_rules_website_idx" ON "geo_redirect_rules" USING btree ("website_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redirect_rules_source_uq" ON "redirect_rules" USING btree ("website_id","match_kind","source");--> statement-breakpoint
CREATE UNIQUE INDEX "site_files_version_path_uq" ON "site_files" USING btree ("version_id","path");--> statement-breakpoint
CREATE INDEX "site_versions_website_idx" ON "site_versions" USING btree ("website_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ssl_certificates_domain_uq" ON "ssl_certificates" USING btree ("website_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "website_domains_domain_uq" ON "website_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "website_domains_website_idx" ON "website_domains" USING btree ("website_id");