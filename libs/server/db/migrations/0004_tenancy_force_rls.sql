-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "tenant_vendors" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO procure_app;
