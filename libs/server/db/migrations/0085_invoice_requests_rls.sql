-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "invoice_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "invoice_request_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "invoice_requests", "invoice_request_lines" TO procure_app;
