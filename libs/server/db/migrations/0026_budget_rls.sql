-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "budget_objects" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "budgets" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "budget_entries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "budget_objects" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "budgets" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "budget_entries" TO procure_app;
--> statement-breakpoint
-- The ledger's seq column is a bigserial: inserting as the app role needs its sequence.
GRANT USAGE ON SEQUENCE "budget_entries_seq_seq" TO procure_app;
