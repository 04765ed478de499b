CREATE TABLE "purchase_request_attachments" (
	"tenant_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"line_id" uuid,
	"file_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_request_attachments_request_id_file_id_pk" PRIMARY KEY("request_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "purchase_request_attachments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_request_counters" (
	"tenant_id" uuid NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "purchase_request_counters_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "purchase_request_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_request_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
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
	"amount" numeric(20, 2) NOT NULL,
	"tax_rate" smallint,
	"category_id" uuid,
	"accounting_code" text,
	"capex_expense" smallint,
	"goods_service" smallint,
	"saving_type" text,
	"contract_type_code" text,
	"remark" text,
	CONSTRAINT "purchase_request_lines_quantity_check" CHECK ("purchase_request_lines"."quantity" > 0),
	CONSTRAINT "purchase_request_lines_amount_check" CHECK ("purchase_request_lines"."amount" >= 0 and "purchase_request_lines"."unit_price" >= 0),
	CONSTRAINT "purchase_request_lines_source_check" CHECK ("purchase_request_lines"."source" in ('catalogue', 'channel1', 'channel2', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "purchase_request_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"status" smallint NOT NULL,
	"need_by_date" date,
	"legal_entity_id" uuid,
	"invoice_title_id" uuid,
	"receiver_id" uuid,
	"receiving_address_id" uuid,
	"contract_creator_id" uuid,
	"cost_centre_id" uuid,
	"project_code" text,
	"budget_period" text,
	"purpose" smallint,
	"purchase_type" smallint,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"remark" text,
	"total_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"applicant_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"budget_status" smallint,
	"budget_amount" numeric(20, 2),
	"budget_committed" numeric(20, 2),
	"budget_available" numeric(20, 2),
	"cancel_reason" text,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_requests_status_check" CHECK ("purchase_requests"."status" in (1, 2, 3, 4, 11)),
	CONSTRAINT "purchase_requests_kind_check" CHECK ("purchase_requests"."kind" in ('catalogue', 'channel1', 'channel2', 'direct', 'nonCatalogue')),
	CONSTRAINT "purchase_requests_total_check" CHECK ("purchase_requests"."total_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "purchase_request_attachments" ADD CONSTRAINT "purchase_request_attachments_request_id_purchase_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."purchase_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_request_attachments" ADD CONSTRAINT "purchase_request_attachments_line_id_purchase_request_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."purchase_request_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_request_lines" ADD CONSTRAINT "purchase_request_lines_request_id_purchase_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."purchase_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_request_attachments_line_idx" ON "purchase_request_attachments" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "purchase_request_lines_request_idx" ON "purchase_request_lines" USING btree ("tenant_id","request_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_requests_code_key" ON "purchase_requests" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "purchase_requests_applicant_idx" ON "purchase_requests" USING btree ("tenant_id","applicant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_requests_creator_idx" ON "purchase_requests" USING btree ("tenant_id","created_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "purchase_request_attachments_tenant_isolation" ON "purchase_request_attachments" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_request_counters_tenant_isolation" ON "purchase_request_counters" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_request_lines_tenant_isolation" ON "purchase_request_lines" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_requests_tenant_isolation" ON "purchase_requests" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);