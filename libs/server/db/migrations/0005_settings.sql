CREATE TABLE "preferences_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preferences_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "finance_authorities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"legal_entity_id" uuid NOT NULL,
	"cost_centre_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finance_authorities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "message_settings" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message_type" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"sms" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_settings_tenant_id_user_id_message_type_pk" PRIMARY KEY("tenant_id","user_id","message_type")
);
--> statement-breakpoint
ALTER TABLE "message_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "password_check_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_proxies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"delegate_user_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_proxies_range_check" CHECK ("work_proxies"."starts_on" <= "work_proxies"."ends_on"),
	CONSTRAINT "work_proxies_not_self_check" CHECK ("work_proxies"."user_id" <> "work_proxies"."delegate_user_id")
);
--> statement-breakpoint
ALTER TABLE "work_proxies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "preferences_items_tenant_idx" ON "preferences_items" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "finance_authorities_user_idx" ON "finance_authorities" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "password_check_failures_user_idx" ON "password_check_failures" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "work_proxies_user_idx" ON "work_proxies" USING btree ("tenant_id","user_id","starts_on");--> statement-breakpoint
CREATE POLICY "preferences_items_tenant_isolation" ON "preferences_items" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "finance_authorities_tenant_isolation" ON "finance_authorities" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "message_settings_tenant_isolation" ON "message_settings" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "work_proxies_tenant_isolation" ON "work_proxies" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);