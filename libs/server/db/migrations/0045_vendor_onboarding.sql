CREATE TABLE "vendor_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" smallint NOT NULL,
	"name" text NOT NULL,
	"social_credit_code" text NOT NULL,
	"address" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"contact_email" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"category_ids" uuid[] NOT NULL,
	"reason" text,
	"applicant_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_applications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_certificate_reminders" (
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"valid_to" date NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_certificate_reminders_tenant_id_vendor_id_type_id_valid_to_kind_pk" PRIMARY KEY("tenant_id","vendor_id","type_id","valid_to","kind"),
	CONSTRAINT "vendor_certificate_reminders_kind" CHECK ("vendor_certificate_reminders"."kind" in ('expiring', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "vendor_certificate_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_invitation_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"invitation_id" uuid NOT NULL,
	"owner_tenant_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_invitation_links_invitation_id_unique" UNIQUE("invitation_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"company_name" text NOT NULL,
	"social_credit_code" text,
	"contact_name" text,
	"vendor_id" uuid,
	"status" text DEFAULT 'sent' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_by" uuid NOT NULL,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_invitations_channel" CHECK ("vendor_invitations"."channel" in ('email', 'sms')),
	CONSTRAINT "vendor_invitations_status" CHECK ("vendor_invitations"."status" in ('sent', 'accepted', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "vendor_invitations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "vendor_applications_tenant_idx" ON "vendor_applications" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_applications_code_key" ON "vendor_applications" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_applications_open_key" ON "vendor_applications" USING btree ("tenant_id","vendor_id") WHERE "vendor_applications"."status" in (1, 2, 11);--> statement-breakpoint
CREATE INDEX "vendor_invitations_tenant_idx" ON "vendor_invitations" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE POLICY "vendor_applications_tenant_isolation" ON "vendor_applications" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "vendor_applications_vendor_scope" ON "vendor_applications" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "vendor_certificate_reminders_tenant_isolation" ON "vendor_certificate_reminders" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "vendor_invitations_tenant_isolation" ON "vendor_invitations" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);