CREATE TABLE "plugin_pushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"plugin" text NOT NULL,
	"trigger" text NOT NULL,
	"action" text NOT NULL,
	"urls" text[] NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"outcome" text,
	"http_status" integer,
	"answer" text DEFAULT '' NOT NULL,
	"quota_left" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "website_plugins" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"plugin" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secret" text,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plugin_pushes" ADD CONSTRAINT "plugin_pushes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plugin_pushes" ADD CONSTRAINT "plugin_pushes_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_plugins" ADD CONSTRAINT "website_plugins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_plugins" ADD CONSTRAINT "website_plugins_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plugin_pushes_website_idx" ON "plugin_pushes" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "plugin_pushes_created_idx" ON "plugin_pushes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "website_plugins_website_plugin_idx" ON "website_plugins" USING btree ("website_id","plugin");