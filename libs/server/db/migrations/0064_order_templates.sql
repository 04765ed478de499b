CREATE TABLE "purchase_template_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"goods_id" uuid,
	"source" text NOT NULL,
	"vendor_id" uuid,
	"product_code" text,
	"name" text NOT NULL,
	"spec" text,
	"unit" text,
	"unit_price" numeric(22, 6) NOT NULL,
	"quantity" numeric(20, 3) NOT NULL,
	"tax_rate" smallint,
	"category_id" uuid,
	"accounting_code" text,
	"capex_expense" smallint,
	"goods_service" smallint,
	CONSTRAINT "purchase_template_lines_quantity_check" CHECK ("purchase_template_lines"."quantity" > 0 and "purchase_template_lines"."unit_price" >= 0),
	CONSTRAINT "purchase_template_lines_source_check" CHECK ("purchase_template_lines"."source" in ('catalogue', 'channel1', 'channel2', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "purchase_template_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"source_type" text NOT NULL,
	"source_code" text NOT NULL,
	"line_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_templates_source_check" CHECK ("purchase_templates"."source_type" in ('request', 'order')),
	CONSTRAINT "purchase_templates_line_count_check" CHECK ("purchase_templates"."line_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "purchase_template_lines" ADD CONSTRAINT "purchase_template_lines_template_id_purchase_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."purchase_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_template_lines_template_idx" ON "purchase_template_lines" USING btree ("tenant_id","template_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_templates_name_idx" ON "purchase_templates" USING btree ("tenant_id","owner_id","name");--> statement-breakpoint
CREATE INDEX "purchase_templates_owner_idx" ON "purchase_templates" USING btree ("tenant_id","owner_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "purchase_template_lines_tenant_isolation" ON "purchase_template_lines" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_templates_tenant_isolation" ON "purchase_templates" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);