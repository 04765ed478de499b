CREATE TABLE "platform_freezes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_kind" text NOT NULL,
	"company_id" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"operator_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_freezes_kind_check" CHECK ("platform_freezes"."company_kind" in ('buyer', 'supplier')),
	CONSTRAINT "platform_freezes_action_check" CHECK ("platform_freezes"."action" in ('freeze', 'unfreeze'))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "social_credit_code" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "frozen_reason" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "frozen_reason" text;--> statement-breakpoint
ALTER TABLE "platform_freezes" ADD CONSTRAINT "platform_freezes_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_freezes_company_idx" ON "platform_freezes" USING btree ("company_kind","company_id","at");--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_social_credit_code_unique" UNIQUE("social_credit_code");--> statement-breakpoint
CREATE POLICY "tenant_members_platform_read" ON "tenant_members" AS PERMISSIVE FOR SELECT TO "procure_app" USING (current_setting('app.platform_read', true) = 'on' and nullif(current_setting('app.tenant_id', true), '')::uuid is null);--> statement-breakpoint
CREATE POLICY "tenant_vendors_platform_read" ON "tenant_vendors" AS PERMISSIVE FOR SELECT TO "procure_app" USING (current_setting('app.platform_read', true) = 'on' and nullif(current_setting('app.tenant_id', true), '')::uuid is null);