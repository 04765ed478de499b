-- The message tables were created by 0018 (generated while their schema was not yet committed);
-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "messages" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "message_emails" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "messages" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "message_emails" TO procure_app;
