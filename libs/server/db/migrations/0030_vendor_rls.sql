-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "vendor_certificate_types" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vendor_certificate_allocations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vendor_categories" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vendor_certificates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "vendor_certificate_types" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "vendor_certificate_allocations" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "vendor_categories" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "vendor_certificates" TO procure_app;
