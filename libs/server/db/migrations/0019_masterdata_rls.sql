-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "md_units" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "md_financial_accounts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "md_categories" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "md_category_accounts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "md_invoice_titles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "md_contract_types" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "md_currencies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "md_exchange_rates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "md_vendor_profiles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "md_procurement_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "md_units", "md_financial_accounts", "md_categories", "md_category_accounts", "md_invoice_titles", "md_contract_types", "md_currencies", "md_exchange_rates", "md_vendor_profiles", "md_procurement_settings" TO procure_app;
