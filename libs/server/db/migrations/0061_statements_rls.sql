-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "statements" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "statement_items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "statement_messages" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "statements", "statement_items", "statement_messages" TO procure_app;
