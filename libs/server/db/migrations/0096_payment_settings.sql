CREATE TABLE "payment_settings" (
	"tenant_id" uuid NOT NULL,
	"methods" smallint[] NOT NULL,
	"default_method" smallint NOT NULL,
	"types" smallint[] NOT NULL,
	"advance_max_percent" smallint DEFAULT 100 NOT NULL,
	"verification_required" boolean DEFAULT false NOT NULL,
	"voucher_required" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_tenant_id_pk" PRIMARY KEY("tenant_id"),
	CONSTRAINT "payment_settings_methods_check" CHECK (cardinality("payment_settings"."methods") >= 1 and "payment_settings"."methods" <@ '{0,2,3,6}'::smallint[] and "payment_settings"."default_method" = any("payment_settings"."methods")),
	CONSTRAINT "payment_settings_types_check" CHECK (cardinality("payment_settings"."types") >= 1 and "payment_settings"."types" <@ '{0,1,2}'::smallint[]),
	CONSTRAINT "payment_settings_advance_check" CHECK ("payment_settings"."advance_max_percent" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "payment_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "payment_settings_tenant_isolation" ON "payment_settings" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- The company's payment settings (issue #15, /setting/payment): one row per tenant, none = the behaviour before.
-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "payment_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "payment_settings" TO procure_app;
