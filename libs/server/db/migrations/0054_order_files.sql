CREATE TABLE "purchase_order_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_type" smallint NOT NULL,
	"side" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_files_type_check" CHECK ("purchase_order_files"."file_type" in (13, 14)),
	CONSTRAINT "purchase_order_files_side_check" CHECK ("purchase_order_files"."side" in ('buyer', 'supplier'))
);
--> statement-breakpoint
ALTER TABLE "purchase_order_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "purchase_order_files" ADD CONSTRAINT "purchase_order_files_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_files_file_idx" ON "purchase_order_files" USING btree ("tenant_id","order_id","file_id");--> statement-breakpoint
CREATE INDEX "purchase_order_files_order_idx" ON "purchase_order_files" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE POLICY "purchase_order_files_tenant_isolation" ON "purchase_order_files" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_order_files_vendor_scope" ON "purchase_order_files" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));