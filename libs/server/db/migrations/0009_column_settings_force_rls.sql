-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql). 0007 also created
-- tables of other slices whose schema files were present when it was generated; they are forced here too.
ALTER TABLE "column_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "position_levels" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "staff_profiles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "files" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO procure_app;
