-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "vendor_classes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vendor_classifications" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vendor_classification_history" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "vendor_classes" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "vendor_classifications" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "vendor_classification_history" TO procure_app;
