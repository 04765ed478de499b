CREATE TABLE "vendor_change_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" smallint NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"reason" text,
	"applicant_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_change_applications_status" CHECK ("vendor_change_applications"."status" in (2, 3, 4, 11))
);
--> statement-breakpoint
ALTER TABLE "vendor_change_applications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_profiles" (
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_profiles_tenant_id_vendor_id_pk" PRIMARY KEY("tenant_id","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "vendor_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "vendor_change_applications_vendor_idx" ON "vendor_change_applications" USING btree ("tenant_id","vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_change_applications_code_key" ON "vendor_change_applications" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_change_applications_open_key" ON "vendor_change_applications" USING btree ("tenant_id","vendor_id") WHERE "vendor_change_applications"."status" = 2;--> statement-breakpoint
CREATE POLICY "vendor_change_applications_tenant_isolation" ON "vendor_change_applications" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "vendor_change_applications_vendor_scope" ON "vendor_change_applications" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "vendor_profiles_tenant_isolation" ON "vendor_profiles" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "vendor_profiles_vendor_scope" ON "vendor_profiles" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));