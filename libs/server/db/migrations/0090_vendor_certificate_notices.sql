CREATE TABLE "vendor_certificate_notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"certificate_id" uuid NOT NULL,
	"state" text NOT NULL,
	"day" date NOT NULL,
	"sent_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_certificate_notices_state" CHECK ("vendor_certificate_notices"."state" in ('expiring', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "vendor_certificate_notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vendor_certificate_notices" ADD CONSTRAINT "vendor_certificate_notices_certificate_id_vendor_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."vendor_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_certificate_notices_day_key" ON "vendor_certificate_notices" USING btree ("tenant_id","certificate_id","day");--> statement-breakpoint
CREATE INDEX "vendor_certificate_notices_vendor_idx" ON "vendor_certificate_notices" USING btree ("tenant_id","vendor_id","created_at");--> statement-breakpoint
CREATE POLICY "vendor_certificate_notices_tenant_isolation" ON "vendor_certificate_notices" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "vendor_certificate_notices_vendor_scope" ON "vendor_certificate_notices" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "vendor_certificate_notices" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT ON "vendor_certificate_notices" TO procure_app;
