-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "vendor_invitations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vendor_applications" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vendor_certificate_reminders" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "vendor_invitations" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "vendor_invitation_links" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "vendor_applications" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "vendor_certificate_reminders" TO procure_app;
