-- The role every request runs as (SET LOCAL ROLE / set_config('role', …, true)): not a superuser and
-- without BYPASSRLS, so row-level security applies to it. Roles are cluster-wide, hence idempotent.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'procure_app') THEN
    CREATE ROLE procure_app NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
  END IF;
EXCEPTION
  -- Another database of the same cluster created it at the same moment.
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
-- A non-superuser migrating user must be a member to switch to the role; superusers need nothing.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT procure_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO procure_app;
--> statement-breakpoint
-- Tables created later by the migrating user are usable by the app role; each tenant table still
-- needs its policy and FORCE ROW LEVEL SECURITY in its migration.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO procure_app;
