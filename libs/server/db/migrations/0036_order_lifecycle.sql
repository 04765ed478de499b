CREATE TABLE "purchase_order_change_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"change_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"old_qty" numeric(20, 3) NOT NULL,
	"new_qty" numeric(20, 3) NOT NULL,
	"old_unit_price" numeric(22, 6) NOT NULL,
	"new_unit_price" numeric(22, 6) NOT NULL,
	"old_need_by_date" date NOT NULL,
	"new_need_by_date" date NOT NULL,
	"old_amount" numeric(20, 2) NOT NULL,
	"new_amount" numeric(20, 2) NOT NULL,
	CONSTRAINT "purchase_order_change_lines_values_check" CHECK ("purchase_order_change_lines"."new_qty" > 0 and "purchase_order_change_lines"."new_unit_price" >= 0 and "purchase_order_change_lines"."new_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_order_change_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_order_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"code" text NOT NULL,
	"origin" text NOT NULL,
	"status" smallint NOT NULL,
	"reason" text NOT NULL,
	"base_version" integer NOT NULL,
	"result_version" integer,
	"total_before" numeric(20, 2) NOT NULL,
	"total_after" numeric(20, 2) NOT NULL,
	"created_by" uuid NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_changes_origin_check" CHECK ("purchase_order_changes"."origin" in ('buyer', 'supplier'))
);
--> statement-breakpoint
ALTER TABLE "purchase_order_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_order_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"code" text NOT NULL,
	"courier" text NOT NULL,
	"tracking_no" text NOT NULL,
	"expected_arrival" date,
	"remark" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_order_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_order_delivery_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"quantity" numeric(20, 3) NOT NULL,
	CONSTRAINT "purchase_order_delivery_lines_quantity_check" CHECK ("purchase_order_delivery_lines"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_order_delivery_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_order_settings" (
	"tenant_id" uuid NOT NULL,
	"deliver_times_limit" integer DEFAULT 10 NOT NULL,
	CONSTRAINT "purchase_order_settings_tenant_id_pk" PRIMARY KEY("tenant_id"),
	CONSTRAINT "purchase_order_settings_limit_check" CHECK ("purchase_order_settings"."deliver_times_limit" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "purchase_order_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_order_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"change_id" uuid,
	"total_amount" numeric(20, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"approved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_order_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "delivery_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "refuse_reason" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "vendor_unread" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_change_lines" ADD CONSTRAINT "purchase_order_change_lines_change_id_purchase_order_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."purchase_order_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_change_lines" ADD CONSTRAINT "purchase_order_change_lines_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_changes" ADD CONSTRAINT "purchase_order_changes_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_deliveries" ADD CONSTRAINT "purchase_order_deliveries_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_delivery_lines" ADD CONSTRAINT "purchase_order_delivery_lines_delivery_id_purchase_order_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."purchase_order_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_delivery_lines" ADD CONSTRAINT "purchase_order_delivery_lines_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_versions" ADD CONSTRAINT "purchase_order_versions_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_change_lines_line_idx" ON "purchase_order_change_lines" USING btree ("change_id","order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_changes_code_idx" ON "purchase_order_changes" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "purchase_order_changes_order_idx" ON "purchase_order_changes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_changes_open_idx" ON "purchase_order_changes" USING btree ("order_id") WHERE status in (1, 2, 11);--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_deliveries_code_idx" ON "purchase_order_deliveries" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "purchase_order_deliveries_order_idx" ON "purchase_order_deliveries" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_delivery_lines_line_idx" ON "purchase_order_delivery_lines" USING btree ("delivery_id","order_line_id");--> statement-breakpoint
CREATE INDEX "purchase_order_delivery_lines_order_line_idx" ON "purchase_order_delivery_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_versions_version_idx" ON "purchase_order_versions" USING btree ("order_id","version");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_version_check" CHECK ("purchase_orders"."version" >= 1 and "purchase_orders"."delivery_count" >= 0);--> statement-breakpoint
CREATE POLICY "purchase_order_change_lines_tenant_isolation" ON "purchase_order_change_lines" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_order_change_lines_vendor_scope" ON "purchase_order_change_lines" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "purchase_order_changes_tenant_isolation" ON "purchase_order_changes" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_order_changes_vendor_scope" ON "purchase_order_changes" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "purchase_order_deliveries_tenant_isolation" ON "purchase_order_deliveries" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_order_deliveries_vendor_scope" ON "purchase_order_deliveries" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "purchase_order_delivery_lines_tenant_isolation" ON "purchase_order_delivery_lines" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_order_delivery_lines_vendor_scope" ON "purchase_order_delivery_lines" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "purchase_order_settings_tenant_isolation" ON "purchase_order_settings" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_order_versions_tenant_isolation" ON "purchase_order_versions" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_order_versions_vendor_scope" ON "purchase_order_versions" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));