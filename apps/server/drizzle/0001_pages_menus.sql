CREATE TABLE "menu_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"lang" text NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"page_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"lang" text NOT NULL,
	"page_name" text DEFAULT '' NOT NULL,
	"page_type" integer DEFAULT 0 NOT NULL,
	"function_kind" text,
	"path_segment" text NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"social_image" text DEFAULT '' NOT NULL,
	"noindex" boolean DEFAULT false NOT NULL,
	"document" jsonb DEFAULT '{"version":1,"blocks":[]}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_publish" boolean DEFAULT false NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"needs_translation" boolean DEFAULT false NOT NULL,
	"source_page_id" integer,
	"user_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pages_type_ck" CHECK ("pages"."page_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "website_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"lang" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"menu_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_nodes" ADD CONSTRAINT "menu_nodes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_nodes" ADD CONSTRAINT "menu_nodes_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_nodes" ADD CONSTRAINT "menu_nodes_parent_id_menu_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_nodes" ADD CONSTRAINT "menu_nodes_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_languages" ADD CONSTRAINT "website_languages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_languages" ADD CONSTRAINT "website_languages_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_nodes_website_lang_idx" ON "menu_nodes" USING btree ("website_id","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_nodes_page_uq" ON "menu_nodes" USING btree ("page_id") WHERE "menu_nodes"."page_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_path_uq" ON "pages" USING btree ("website_id","lang","path_segment") WHERE "pages"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_function_kind_uq" ON "pages" USING btree ("website_id","lang","function_kind") WHERE "pages"."deleted_at" is null and "pages"."function_kind" is not null;--> statement-breakpoint
CREATE INDEX "pages_company_website_idx" ON "pages" USING btree ("company_id","website_id","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "website_languages_website_lang_uq" ON "website_languages" USING btree ("website_id","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "website_languages_default_uq" ON "website_languages" USING btree ("website_id") WHERE "website_languages"."is_default";--> statement-breakpoint
-- Existing websites get their default language and the system pages new websites start with.
INSERT INTO "website_languages" ("company_id", "website_id", "lang", "is_default", "position")
SELECT "company_id", "id", "default_language", true, 0 FROM "websites";--> statement-breakpoint
INSERT INTO "pages" ("company_id", "website_id", "lang", "page_name", "page_type", "function_kind", "path_segment")
SELECT w."company_id", w."id", w."default_language",
  CASE WHEN w."default_language" LIKE 'zh%' THEN f."name_zh" ELSE f."name_en" END,
  1, f."kind", f."path"
FROM "websites" w
CROSS JOIN (VALUES ('404', '404', 'Page not found', '页面不存在'), ('search', 'search', 'Search results', '搜索结果'))
  AS f("kind", "path", "name_en", "name_zh");
