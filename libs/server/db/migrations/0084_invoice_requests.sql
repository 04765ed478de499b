CREATE TABLE "invoice_request_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"order_code" text NOT NULL,
	"order_line_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(20, 3) NOT NULL,
	"unit_price" numeric(22, 6) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	CONSTRAINT "invoice_request_lines_qty_check" CHECK ("invoice_request_lines"."quantity" > 0 and "invoice_request_lines"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_request_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" smallint NOT NULL,
	"invoice_title_id" uuid NOT NULL,
	"title_name" text NOT NULL,
	"title_tax_no" text NOT NULL,
	"title_bank" text NOT NULL,
	"title_address" text NOT NULL,
	"address_id" uuid NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"receiver_address" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"total_amount" numeric(20, 2) NOT NULL,
	"invoice_id" uuid,
	"requested_by" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"invoiced_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_requests_status_check" CHECK ("invoice_requests"."status" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "invoice_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_request_lines" ADD CONSTRAINT "invoice_request_lines_request_id_invoice_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."invoice_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_request_lines_line_idx" ON "invoice_request_lines" USING btree ("request_id","order_line_id");--> statement-breakpoint
CREATE INDEX "invoice_request_lines_order_line_idx" ON "invoice_request_lines" USING btree ("tenant_id","order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_code_idx" ON "invoice_requests" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "invoice_requests_list_idx" ON "invoice_requests" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoice_requests_vendor_idx" ON "invoice_requests" USING btree ("tenant_id","vendor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "invoice_request_lines_tenant_isolation" ON "invoice_request_lines" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "invoice_request_lines_vendor_scope" ON "invoice_request_lines" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "invoice_requests_tenant_isolation" ON "invoice_requests" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "invoice_requests_vendor_scope" ON "invoice_requests" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));