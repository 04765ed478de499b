-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "purchase_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_request_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_request_attachments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_request_counters" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "purchase_requests", "purchase_request_lines", "purchase_request_attachments", "purchase_request_counters" TO procure_app;
