CREATE TABLE "vendor_invitation_settings" (
	"tenant_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"valid_days" smallint NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_invitation_settings_tenant_id_channel_pk" PRIMARY KEY("tenant_id","channel"),
	CONSTRAINT "vendor_invitation_settings_channel" CHECK ("vendor_invitation_settings"."channel" in ('email', 'sms')),
	CONSTRAINT "vendor_invitation_settings_days" CHECK ("vendor_invitation_settings"."valid_days" between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "vendor_invitation_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "vendor_invitation_settings_tenant_isolation" ON "vendor_invitation_settings" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "vendor_invitation_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "vendor_invitation_settings" TO procure_app;
