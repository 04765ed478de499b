CREATE TABLE "vendor_categories" (
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "vendor_categories_tenant_id_vendor_id_category_id_pk" PRIMARY KEY("tenant_id","vendor_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "vendor_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_certificate_allocations" (
	"tenant_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "vendor_certificate_allocations_tenant_id_type_id_category_id_pk" PRIMARY KEY("tenant_id","type_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "vendor_certificate_allocations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_certificate_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"remind_days" integer DEFAULT 30 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_certificate_types_remind_days" CHECK ("vendor_certificate_types"."remind_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "vendor_certificate_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_certificates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"certificate_no" text NOT NULL,
	"file_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_certificates_validity" CHECK ("vendor_certificates"."valid_to" >= "vendor_certificates"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "vendor_certificates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vendor_certificate_allocations" ADD CONSTRAINT "vendor_certificate_allocations_type_id_vendor_certificate_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."vendor_certificate_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_certificates" ADD CONSTRAINT "vendor_certificates_type_id_vendor_certificate_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."vendor_certificate_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_certificate_allocations_category_idx" ON "vendor_certificate_allocations" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE INDEX "vendor_certificate_types_tenant_idx" ON "vendor_certificate_types" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_certificates_vendor_idx" ON "vendor_certificates" USING btree ("tenant_id","vendor_id","type_id","valid_to");--> statement-breakpoint
CREATE POLICY "vendor_categories_tenant_isolation" ON "vendor_categories" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "vendor_categories_vendor_scope" ON "vendor_categories" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "vendor_certificate_allocations_tenant_isolation" ON "vendor_certificate_allocations" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "vendor_certificate_types_tenant_isolation" ON "vendor_certificate_types" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "vendor_certificates_tenant_isolation" ON "vendor_certificates" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "vendor_certificates_vendor_scope" ON "vendor_certificates" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));