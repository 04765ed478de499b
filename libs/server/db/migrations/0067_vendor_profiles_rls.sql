-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "vendor_profiles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vendor_change_applications" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "vendor_profiles" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "vendor_change_applications" TO procure_app;
