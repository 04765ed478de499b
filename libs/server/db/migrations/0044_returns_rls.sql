-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "purchase_returns" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_return_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "purchase_returns", "purchase_return_lines" TO procure_app;
