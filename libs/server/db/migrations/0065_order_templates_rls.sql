-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "purchase_templates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_template_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "purchase_templates", "purchase_template_lines" TO procure_app;
