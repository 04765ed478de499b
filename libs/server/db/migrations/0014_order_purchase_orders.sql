CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"source_line_id" uuid NOT NULL,
	"goods_id" uuid,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(22, 6) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"need_by_date" date NOT NULL,
	"ordered_qty" numeric(20, 3) NOT NULL,
	"ordered_amount" numeric(20, 2) NOT NULL,
	"delivered_qty" numeric(20, 3) DEFAULT '0' NOT NULL,
	"delivered_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"received_qty" numeric(20, 3) DEFAULT '0' NOT NULL,
	"received_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"returned_qty" numeric(20, 3) DEFAULT '0' NOT NULL,
	"returned_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"invoiced_qty" numeric(20, 3) DEFAULT '0' NOT NULL,
	"invoiced_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"paid_qty" numeric(20, 3) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "purchase_order_lines_ordered_check" CHECK ("purchase_order_lines"."ordered_qty" > 0 and "purchase_order_lines"."ordered_amount" >= 0),
	CONSTRAINT "purchase_order_lines_non_negative_check" CHECK (least("purchase_order_lines"."delivered_qty", "purchase_order_lines"."delivered_amount", "purchase_order_lines"."received_qty", "purchase_order_lines"."received_amount", "purchase_order_lines"."returned_qty", "purchase_order_lines"."returned_amount", "purchase_order_lines"."invoiced_qty", "purchase_order_lines"."invoiced_amount", "purchase_order_lines"."paid_qty", "purchase_order_lines"."paid_amount", "purchase_order_lines"."unit_price", "purchase_order_lines"."tax_rate") >= 0),
	CONSTRAINT "purchase_order_lines_delivered_check" CHECK ("purchase_order_lines"."delivered_qty" <= "purchase_order_lines"."ordered_qty" and "purchase_order_lines"."delivered_amount" <= "purchase_order_lines"."ordered_amount"),
	CONSTRAINT "purchase_order_lines_received_check" CHECK ("purchase_order_lines"."received_qty" <= "purchase_order_lines"."ordered_qty" and "purchase_order_lines"."received_amount" <= "purchase_order_lines"."ordered_amount"),
	CONSTRAINT "purchase_order_lines_returned_check" CHECK ("purchase_order_lines"."returned_qty" <= "purchase_order_lines"."received_qty" and "purchase_order_lines"."returned_amount" <= "purchase_order_lines"."received_amount"),
	CONSTRAINT "purchase_order_lines_invoiced_check" CHECK ("purchase_order_lines"."invoiced_qty" <= "purchase_order_lines"."ordered_qty" and "purchase_order_lines"."invoiced_amount" <= "purchase_order_lines"."ordered_amount"),
	CONSTRAINT "purchase_order_lines_paid_check" CHECK ("purchase_order_lines"."paid_qty" <= "purchase_order_lines"."ordered_qty" and "purchase_order_lines"."paid_amount" <= "purchase_order_lines"."ordered_amount")
);
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid NOT NULL,
	"source_code" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"legal_entity_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"receiving_address" text NOT NULL,
	"status" smallint NOT NULL,
	"line_count" integer NOT NULL,
	"total_amount" numeric(20, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_total_check" CHECK ("purchase_orders"."total_amount" >= 0),
	CONSTRAINT "purchase_orders_line_count_check" CHECK ("purchase_orders"."line_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_code_idx" ON "purchase_orders" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_source_vendor_idx" ON "purchase_orders" USING btree ("tenant_id","source_type","source_id","vendor_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_list_idx" ON "purchase_orders" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_idx" ON "purchase_orders" USING btree ("tenant_id","vendor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "purchase_order_lines_tenant_isolation" ON "purchase_order_lines" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_order_lines_vendor_scope" ON "purchase_order_lines" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "purchase_orders_tenant_isolation" ON "purchase_orders" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_orders_vendor_scope" ON "purchase_orders" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));