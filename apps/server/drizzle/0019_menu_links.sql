ALTER TABLE "menu_nodes" ADD COLUMN "link" text DEFAULT '' NOT NULL;
