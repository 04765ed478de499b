CREATE TABLE "purchase_order_tax_rate_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"from_rate" numeric(5, 2) NOT NULL,
	"to_rate" numeric(5, 2) NOT NULL,
	"reason" text NOT NULL,
	"changed_by" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_tax_rate_changes_rate_check" CHECK ("purchase_order_tax_rate_changes"."from_rate" >= 0 and "purchase_order_tax_rate_changes"."to_rate" >= 0 and "purchase_order_tax_rate_changes"."from_rate" <> "purchase_order_tax_rate_changes"."to_rate")
);
--> statement-breakpoint
ALTER TABLE "purchase_order_tax_rate_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "purchase_order_tax_rate_changes" ADD CONSTRAINT "purchase_order_tax_rate_changes_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_tax_rate_changes_order_idx" ON "purchase_order_tax_rate_changes" USING btree ("tenant_id","order_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_order_tax_rate_changes_list_idx" ON "purchase_order_tax_rate_changes" USING btree ("tenant_id","changed_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE POLICY "purchase_order_tax_rate_changes_tenant_isolation" ON "purchase_order_tax_rate_changes" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_order_tax_rate_changes_vendor_scope" ON "purchase_order_tax_rate_changes" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "purchase_order_tax_rate_changes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT ON "purchase_order_tax_rate_changes" TO procure_app;
