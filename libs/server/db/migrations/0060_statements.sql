CREATE TABLE "statement_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"order_code" text DEFAULT '' NOT NULL,
	"order_line_id" uuid,
	"invoice_id" uuid,
	"description" text NOT NULL,
	"document_date" date NOT NULL,
	"ordered_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"received_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"invoiced_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"applied_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"outstanding_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"invoice_total" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "statement_items_kind_check" CHECK (("statement_items"."kind" = 'line' and "statement_items"."order_line_id" is not null and "statement_items"."invoice_id" is null) or ("statement_items"."kind" = 'invoice' and "statement_items"."invoice_id" is not null and "statement_items"."order_line_id" is null)),
	CONSTRAINT "statement_items_outstanding_check" CHECK ("statement_items"."outstanding_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "statement_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "statement_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"side" text NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_messages_side_check" CHECK ("statement_messages"."side" in ('buyer', 'supplier')),
	CONSTRAINT "statement_messages_body_check" CHECK (length("statement_messages"."body") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "statement_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" smallint NOT NULL,
	"ordered_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"received_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"invoiced_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"applied_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"outstanding_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"invoice_total" numeric(20, 2) DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"dispute_reason" text,
	"payment_id" uuid,
	"created_by" uuid NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_status_check" CHECK ("statements"."status" between 1 and 5),
	CONSTRAINT "statements_period_check" CHECK ("statements"."period_from" <= "statements"."period_to"),
	CONSTRAINT "statements_dispute_check" CHECK ("statements"."status" <> 4 or ("statements"."dispute_reason" is not null and length("statements"."dispute_reason") > 0))
);
--> statement-breakpoint
ALTER TABLE "statements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "statement_items" ADD CONSTRAINT "statement_items_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_messages" ADD CONSTRAINT "statement_messages_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_items_line_idx" ON "statement_items" USING btree ("statement_id","order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_items_invoice_idx" ON "statement_items" USING btree ("statement_id","invoice_id");--> statement-breakpoint
CREATE INDEX "statement_items_statement_idx" ON "statement_items" USING btree ("statement_id","line_no");--> statement-breakpoint
CREATE INDEX "statement_items_order_line_idx" ON "statement_items" USING btree ("tenant_id","order_line_id");--> statement-breakpoint
CREATE INDEX "statement_items_invoice_ref_idx" ON "statement_items" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "statement_messages_statement_idx" ON "statement_messages" USING btree ("statement_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_code_idx" ON "statements" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "statements_list_idx" ON "statements" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "statements_vendor_idx" ON "statements" USING btree ("tenant_id","vendor_id","status");--> statement-breakpoint
CREATE POLICY "statement_items_tenant_isolation" ON "statement_items" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "statement_items_vendor_scope" ON "statement_items" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "statement_messages_tenant_isolation" ON "statement_messages" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "statement_messages_vendor_scope" ON "statement_messages" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "statements_tenant_isolation" ON "statements" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "statements_vendor_scope" ON "statements" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));