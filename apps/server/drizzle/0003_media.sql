CREATE TABLE "media_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"folder_id" integer,
	"name" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"ext" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_file_kind_ck" CHECK ("media_file"."kind" in ('image', 'svg', 'document', 'spreadsheet', 'archive', 'video', 'audio', 'other'))
);
--> statement-breakpoint
CREATE TABLE "media_folder" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_file_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"page_id" integer,
	"content_type" text DEFAULT 'page' NOT NULL,
	"content_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_file" ADD CONSTRAINT "media_file_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_file" ADD CONSTRAINT "media_file_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_file" ADD CONSTRAINT "media_file_folder_id_media_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."media_folder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_folder" ADD CONSTRAINT "media_folder_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_folder" ADD CONSTRAINT "media_folder_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_folder" ADD CONSTRAINT "media_folder_parent_id_media_folder_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media_folder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_usage" ADD CONSTRAINT "media_usage_media_file_id_media_file_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_usage" ADD CONSTRAINT "media_usage_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_usage" ADD CONSTRAINT "media_usage_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_file_website_sha256_uq" ON "media_file" USING btree ("website_id","sha256");--> statement-breakpoint
CREATE INDEX "media_file_website_folder_created_idx" ON "media_file" USING btree ("website_id","folder_id","created_at");--> statement-breakpoint
CREATE INDEX "media_file_website_name_idx" ON "media_file" USING btree ("website_id",lower("name"));--> statement-breakpoint
CREATE INDEX "media_file_sha256_idx" ON "media_file" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "media_folder_website_parent_idx" ON "media_folder" USING btree ("website_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_usage_file_content_uq" ON "media_usage" USING btree ("media_file_id","content_type","content_id");--> statement-breakpoint
CREATE INDEX "media_usage_website_content_idx" ON "media_usage" USING btree ("website_id","content_type","content_id");