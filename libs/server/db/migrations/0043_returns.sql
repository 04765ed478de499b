CREATE TABLE "purchase_return_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(22, 6) NOT NULL,
	"quantity" numeric(20, 3) NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"reason" text NOT NULL,
	"disposition" text NOT NULL,
	CONSTRAINT "purchase_return_lines_qty_check" CHECK ("purchase_return_lines"."quantity" > 0 and "purchase_return_lines"."amount" >= 0),
	CONSTRAINT "purchase_return_lines_disposition_check" CHECK ("purchase_return_lines"."disposition" in ('refund', 'replace'))
);
--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_code" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"total_qty" numeric(20, 3) NOT NULL,
	"total_amount" numeric(20, 2) NOT NULL,
	"created_by" uuid NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reject_comment" text,
	"rejected_by" text,
	"vendor_unread" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_returns_status_check" CHECK ("purchase_returns"."status" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "purchase_returns" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_return_id_purchase_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."purchase_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_return_lines_line_idx" ON "purchase_return_lines" USING btree ("return_id","order_line_id");--> statement-breakpoint
CREATE INDEX "purchase_return_lines_order_line_idx" ON "purchase_return_lines" USING btree ("tenant_id","order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_returns_code_idx" ON "purchase_returns" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "purchase_returns_list_idx" ON "purchase_returns" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "purchase_returns_order_idx" ON "purchase_returns" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "purchase_returns_vendor_idx" ON "purchase_returns" USING btree ("tenant_id","vendor_id","status");--> statement-breakpoint
CREATE POLICY "purchase_return_lines_tenant_isolation" ON "purchase_return_lines" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_return_lines_vendor_scope" ON "purchase_return_lines" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "purchase_returns_tenant_isolation" ON "purchase_returns" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_returns_vendor_scope" ON "purchase_returns" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));