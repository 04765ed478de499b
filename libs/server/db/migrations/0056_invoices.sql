CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"order_code" text NOT NULL,
	"order_line_id" uuid NOT NULL,
	"receipt_id" uuid,
	"receipt_code" text,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(20, 3) NOT NULL,
	"unit_price" numeric(22, 6) NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"tax_amount" numeric(20, 2) NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"hold_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "invoice_lines_qty_check" CHECK ("invoice_lines"."quantity" > 0 and "invoice_lines"."amount" >= 0 and "invoice_lines"."tax_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"tenant_id" uuid NOT NULL,
	"price_tolerance" numeric(5, 2) DEFAULT '0' NOT NULL,
	"qty_tolerance" numeric(5, 2) DEFAULT '0' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_settings_tenant_id_pk" PRIMARY KEY("tenant_id"),
	CONSTRAINT "invoice_settings_range_check" CHECK ("invoice_settings"."price_tolerance" between 0 and 100 and "invoice_settings"."qty_tolerance" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "invoice_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"invoice_code" text NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"amount_excl_tax" numeric(20, 2) NOT NULL,
	"tax_amount" numeric(20, 2) NOT NULL,
	"total_amount" numeric(20, 2) NOT NULL,
	"check_code" text DEFAULT '' NOT NULL,
	"seller_tax_no" text NOT NULL,
	"buyer_tax_no" text NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"status" smallint NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"examining" boolean DEFAULT false NOT NULL,
	"verify_result" text,
	"verify_message" text,
	"verified_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"reason" text,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"submitted_by" uuid NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoiced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" between 1 and 5),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."amount_excl_tax" >= 0 and "invoices"."tax_amount" >= 0 and "invoices"."total_amount" = "invoices"."amount_excl_tax" + "invoices"."tax_amount")
);
--> statement-breakpoint
ALTER TABLE "invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_line_idx" ON "invoice_lines" USING btree ("invoice_id","order_line_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_order_line_idx" ON "invoice_lines" USING btree ("tenant_id","order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_vendor_number_idx" ON "invoices" USING btree ("vendor_id","invoice_code","invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_list_idx" ON "invoices" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_vendor_idx" ON "invoices" USING btree ("tenant_id","vendor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "invoice_lines_tenant_isolation" ON "invoice_lines" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "invoice_lines_vendor_scope" ON "invoice_lines" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "invoice_settings_tenant_isolation" ON "invoice_settings" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "invoices_tenant_isolation" ON "invoices" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "invoices_vendor_scope" ON "invoices" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));