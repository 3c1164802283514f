ALTER TABLE "page_versions" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "page_versions" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_versions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "page_versions" ADD COLUMN "save_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Versions kept before sessions were last saved when they were made.
UPDATE "page_versions" SET "updated_at" = "created_at";