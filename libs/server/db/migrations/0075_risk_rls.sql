-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "risk_packages" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "risk_monitors" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "risk_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "risk_records" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "risk_invocations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "risk_refresh_runs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The package is bought through customer service (written by operations or the demo seed; no route writes it).
GRANT SELECT, INSERT, UPDATE ON "risk_packages" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "risk_monitors" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "risk_settings" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "risk_records" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "risk_invocations" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "risk_refresh_runs" TO procure_app;
