-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "receipts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "receipt_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "receiving_closures" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "receiving_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "receipts", "receipt_lines", "receiving_closures", "receiving_settings" TO procure_app;
