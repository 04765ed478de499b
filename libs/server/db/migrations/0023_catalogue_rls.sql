-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "materials" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "material_prices" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "catalogue_stores" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "catalogue_goods" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cart_items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "common_categories" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "materials" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "material_prices" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "catalogue_stores" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "catalogue_goods" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "cart_items" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "common_categories" TO procure_app;
