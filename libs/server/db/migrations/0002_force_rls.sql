-- drizzle-kit enables row-level security but cannot FORCE it; forced, it also binds the table owner.
-- Every later migration that adds a tenant table adds its line here-alike (a test checks all of them).
ALTER TABLE "tenant_members" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "role_permissions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "member_roles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "legal_entities" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "departments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cost_centres" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "person_addresses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Explicit, in case the tables were created by a user other than the one that set default privileges.
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO procure_app;
