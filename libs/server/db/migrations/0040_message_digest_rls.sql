-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "message_digests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The digest log is append-only for the API.
GRANT SELECT, INSERT ON "message_digests" TO procure_app;
--> statement-breakpoint
REVOKE UPDATE, DELETE ON "message_digests" FROM procure_app;
