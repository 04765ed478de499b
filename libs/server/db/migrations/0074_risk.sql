CREATE TABLE "risk_invocations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"vendor_id" uuid,
	"social_credit_code" text NOT NULL,
	"provider" text NOT NULL,
	"simulated" boolean NOT NULL,
	"result" text NOT NULL,
	"found" integer DEFAULT 0 NOT NULL,
	"cost_units" integer NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_invocations_result" CHECK ("risk_invocations"."result" in ('ok', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "risk_invocations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "risk_monitors" (
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_on" date,
	CONSTRAINT "risk_monitors_tenant_id_vendor_id_pk" PRIMARY KEY("tenant_id","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "risk_monitors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "risk_packages" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"quota" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_packages_quota" CHECK ("risk_packages"."quota" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "risk_packages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "risk_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"signal_key" text NOT NULL,
	"level" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"source" text NOT NULL,
	"occurred_on" date NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"simulated" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_records_kind" CHECK ("risk_records"."kind" in ('dishonesty', 'abnormal', 'lawsuit', 'opinion')),
	CONSTRAINT "risk_records_level" CHECK ("risk_records"."level" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "risk_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "risk_refresh_runs" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"suppliers" integer NOT NULL,
	"new_signals" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_refresh_runs_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "risk_refresh_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "risk_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"signals" text[] NOT NULL,
	"notify_user_ids" uuid[] NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "risk_invocations_tenant_idx" ON "risk_invocations" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_records_signal_key" ON "risk_records" USING btree ("tenant_id","vendor_id","signal_key");--> statement-breakpoint
CREATE INDEX "risk_records_vendor_idx" ON "risk_records" USING btree ("tenant_id","vendor_id","occurred_on");--> statement-breakpoint
CREATE INDEX "risk_records_found_idx" ON "risk_records" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE POLICY "risk_invocations_tenant_isolation" ON "risk_invocations" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "risk_monitors_tenant_isolation" ON "risk_monitors" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "risk_packages_tenant_isolation" ON "risk_packages" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "risk_records_tenant_isolation" ON "risk_records" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "risk_refresh_runs_tenant_isolation" ON "risk_refresh_runs" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "risk_settings_tenant_isolation" ON "risk_settings" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);