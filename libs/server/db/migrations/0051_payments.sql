CREATE TABLE "payment_application_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"order_id" uuid,
	"order_code" text,
	"order_line_id" uuid,
	"description" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	CONSTRAINT "payment_application_lines_amount_check" CHECK ("payment_application_lines"."amount" > 0),
	CONSTRAINT "payment_application_lines_target_check" CHECK (("payment_application_lines"."order_line_id" is null) = ("payment_application_lines"."order_id" is null))
);
--> statement-breakpoint
ALTER TABLE "payment_application_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"method" smallint NOT NULL,
	"vendor_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(20, 8) NOT NULL,
	"rate_date" text NOT NULL,
	"total_amount" numeric(20, 2) NOT NULL,
	"payee" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"payment_no" text,
	"voucher_no" text,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"reject_comment" text,
	"created_by" uuid NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_applications_status_check" CHECK ("payment_applications"."status" between 1 and 6),
	CONSTRAINT "payment_applications_type_check" CHECK ("payment_applications"."type" in (0, 1, 2)),
	CONSTRAINT "payment_applications_method_check" CHECK ("payment_applications"."method" in (0, 2, 3, 6)),
	CONSTRAINT "payment_applications_total_check" CHECK ("payment_applications"."total_amount" > 0 and "payment_applications"."total_amount" < 100000000 and "payment_applications"."exchange_rate" > 0),
	CONSTRAINT "payment_applications_paid_check" CHECK (("payment_applications"."status" = 4) = ("payment_applications"."payment_no" is not null and "payment_applications"."voucher_no" is not null and "payment_applications"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_applications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "applied_amount" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_application_lines" ADD CONSTRAINT "payment_application_lines_payment_id_payment_applications_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_application_lines_line_idx" ON "payment_application_lines" USING btree ("payment_id","order_line_id");--> statement-breakpoint
CREATE INDEX "payment_application_lines_payment_idx" ON "payment_application_lines" USING btree ("payment_id","line_no");--> statement-breakpoint
CREATE INDEX "payment_application_lines_order_line_idx" ON "payment_application_lines" USING btree ("tenant_id","order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_applications_code_idx" ON "payment_applications" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "payment_applications_list_idx" ON "payment_applications" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "payment_applications_vendor_idx" ON "payment_applications" USING btree ("tenant_id","vendor_id","status");--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_applied_check" CHECK ("purchase_order_lines"."applied_amount" >= 0 and "purchase_order_lines"."applied_amount" <= "purchase_order_lines"."ordered_amount" and "purchase_order_lines"."paid_amount" <= "purchase_order_lines"."applied_amount");--> statement-breakpoint
CREATE POLICY "payment_application_lines_tenant_isolation" ON "payment_application_lines" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "payment_application_lines_vendor_scope" ON "payment_application_lines" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "payment_applications_tenant_isolation" ON "payment_applications" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "payment_applications_vendor_scope" ON "payment_applications" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));