-- drizzle-kit enables row-level security but cannot FORCE it; forced, it also binds the table owner.
ALTER TABLE "message_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "finance_authorities" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "work_proxies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO procure_app;
