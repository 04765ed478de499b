CREATE TABLE "invoice_write_offs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_by" uuid,
	"reversed_at" timestamp with time zone,
	"reverse_reason" text,
	CONSTRAINT "invoice_write_offs_amount_check" CHECK ("invoice_write_offs"."amount" > 0 and "invoice_write_offs"."amount" < 100000000),
	CONSTRAINT "invoice_write_offs_reversed_check" CHECK (("invoice_write_offs"."reversed_at" is null) = ("invoice_write_offs"."reversed_by" is null and "invoice_write_offs"."reverse_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "invoice_write_offs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_write_offs" ADD CONSTRAINT "invoice_write_offs_payment_id_payment_applications_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_write_offs_payment_idx" ON "invoice_write_offs" USING btree ("tenant_id","payment_id");--> statement-breakpoint
CREATE INDEX "invoice_write_offs_invoice_idx" ON "invoice_write_offs" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_write_offs_vendor_idx" ON "invoice_write_offs" USING btree ("tenant_id","vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "invoice_write_offs_tenant_isolation" ON "invoice_write_offs" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "invoice_write_offs_vendor_scope" ON "invoice_write_offs" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "invoice_write_offs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "invoice_write_offs" TO procure_app;
