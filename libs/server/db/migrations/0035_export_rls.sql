-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "exports" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "export_downloads" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "exports" TO procure_app;
--> statement-breakpoint
-- The file log is append-only for the API.
GRANT SELECT, INSERT ON "export_downloads" TO procure_app;
