-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "purchase_order_deliveries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_order_delivery_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_order_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_order_changes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_order_change_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_order_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "purchase_order_deliveries", "purchase_order_delivery_lines", "purchase_order_settings", "purchase_order_changes", "purchase_order_change_lines", "purchase_order_versions" TO procure_app;
