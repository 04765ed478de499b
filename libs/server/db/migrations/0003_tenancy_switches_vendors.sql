CREATE TABLE "tenant_switches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"from_tenant_id" uuid,
	"to_tenant_id" uuid NOT NULL,
	"site" text NOT NULL,
	"result" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_switches_site_check" CHECK ("tenant_switches"."site" in ('buyer', 'supplier')),
	CONSTRAINT "tenant_switches_result_check" CHECK ("tenant_switches"."result" in ('switched', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "tenant_vendors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_vendors_tenant_vendor_key" UNIQUE("tenant_id","vendor_id"),
	CONSTRAINT "tenant_vendors_status_check" CHECK ("tenant_vendors"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "tenant_vendors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"menu_version" text,
	"vd_site_version" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_registrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"enterprise_name" text NOT NULL,
	"short_name" text NOT NULL,
	"social_credit_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"language" text DEFAULT 'zh_cn' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"tenant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_registrations_status_check" CHECK ("tenant_registrations"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "tenant_registrations_language_check" CHECK ("tenant_registrations"."language" in ('zh_cn', 'en_us')),
	CONSTRAINT "tenant_registrations_reason_check" CHECK (("tenant_registrations"."status" = 'rejected') = ("tenant_registrations"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"provider" text DEFAULT 'simulator' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_switches" ADD CONSTRAINT "tenant_switches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_vendors" ADD CONSTRAINT "tenant_vendors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_vendors" ADD CONSTRAINT "tenant_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_switches_user_idx" ON "tenant_switches" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "tenant_vendors_vendor_idx" ON "tenant_vendors" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_registrations_credit_code_key" ON "tenant_registrations" USING btree ("social_credit_code") WHERE "tenant_registrations"."status" <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_registrations_username_key" ON "tenant_registrations" USING btree ("username") WHERE "tenant_registrations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_registrations_pending_mobile_key" ON "tenant_registrations" USING btree ("mobile") WHERE "tenant_registrations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tenant_registrations_status_idx" ON "tenant_registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("target","created_at");--> statement-breakpoint
CREATE POLICY "tenant_vendors_tenant_isolation" ON "tenant_vendors" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_vendors_vendor_scope" ON "tenant_vendors" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "tenant_vendors_own_vendor_before_tenant" ON "tenant_vendors" AS PERMISSIVE FOR SELECT TO "procure_app" USING (nullif(current_setting('app.tenant_id', true), '')::uuid is null and vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid);