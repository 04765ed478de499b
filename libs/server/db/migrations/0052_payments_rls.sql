-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "payment_applications" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "payment_application_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "payment_applications", "payment_application_lines" TO procure_app;
