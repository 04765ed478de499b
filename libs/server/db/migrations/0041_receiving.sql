CREATE TABLE "receipt_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"receipt_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(20, 6) NOT NULL,
	"accepted_qty" numeric(20, 3) NOT NULL,
	"rejected_qty" numeric(20, 3) NOT NULL,
	"reject_reason" text,
	CONSTRAINT "receipt_lines_qty_check" CHECK ("receipt_lines"."accepted_qty" >= 0 and "receipt_lines"."rejected_qty" >= 0 and "receipt_lines"."accepted_qty" + "receipt_lines"."rejected_qty" > 0),
	CONSTRAINT "receipt_lines_reason_check" CHECK ("receipt_lines"."rejected_qty" = 0 or "receipt_lines"."reject_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "receipt_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_code" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"delivery_id" uuid,
	"delivery_code" text,
	"status" smallint NOT NULL,
	"receiver_name" text NOT NULL,
	"received_on" date NOT NULL,
	"warehouse" text,
	"remark" text,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"accepted_qty" numeric(20, 3) NOT NULL,
	"rejected_qty" numeric(20, 3) NOT NULL,
	"accepted_amount" numeric(20, 2) NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "receipts_qty_check" CHECK ("receipts"."accepted_qty" >= 0 and "receipts"."rejected_qty" >= 0)
);
--> statement-breakpoint
ALTER TABLE "receipts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "receiving_closures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"closed_qty" numeric(20, 3) NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receiving_closures_qty_check" CHECK ("receiving_closures"."closed_qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "receiving_closures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "receiving_settings" (
	"tenant_id" uuid NOT NULL,
	"application_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receiving_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "receiving_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "receipt_lines" ADD CONSTRAINT "receipt_lines_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_lines_line_idx" ON "receipt_lines" USING btree ("receipt_id","order_line_id");--> statement-breakpoint
CREATE INDEX "receipt_lines_order_line_idx" ON "receipt_lines" USING btree ("tenant_id","order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_code_idx" ON "receipts" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "receipts_list_idx" ON "receipts" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "receipts_order_idx" ON "receipts" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "receipts_vendor_idx" ON "receipts" USING btree ("tenant_id","vendor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "receiving_closures_order_idx" ON "receiving_closures" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE POLICY "receipt_lines_tenant_isolation" ON "receipt_lines" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "receipt_lines_vendor_scope" ON "receipt_lines" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "receipts_tenant_isolation" ON "receipts" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "receipts_vendor_scope" ON "receipts" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "receiving_closures_tenant_isolation" ON "receiving_closures" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "receiving_closures_vendor_scope" ON "receiving_closures" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "receiving_settings_tenant_isolation" ON "receiving_settings" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);