CREATE TABLE "team_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"roles" jsonb NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "team_roles" ADD CONSTRAINT "team_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_roles_company_name_uq" ON "team_roles" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "team_roles_company_built_in_uq" ON "team_roles" USING btree ("company_id") WHERE "team_roles"."built_in";--> statement-breakpoint
INSERT INTO "team_roles" ("company_id", "name", "roles", "built_in") SELECT "id", 'Administrator', '["admin"]'::jsonb, true FROM "companies";--> statement-breakpoint
CREATE FUNCTION "team_roles_add_built_in"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_roles" ("company_id", "name", "roles", "built_in") VALUES (NEW."id", 'Administrator', '["admin"]'::jsonb, true);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_built_in_role" AFTER INSERT ON "companies" FOR EACH ROW EXECUTE FUNCTION "team_roles_add_built_in"();
