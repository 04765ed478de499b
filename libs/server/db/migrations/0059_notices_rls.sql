-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "notices" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "notice_messages" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "notices" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "notice_messages" TO procure_app;
