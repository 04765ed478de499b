CREATE TABLE "vendor_classes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"parent_id" uuid,
	"level" smallint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"converting_conditions" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_classes_level" CHECK (("vendor_classes"."level" = 1 and "vendor_classes"."parent_id" is null) or ("vendor_classes"."level" = 2 and "vendor_classes"."parent_id" is not null)),
	CONSTRAINT "vendor_classes_code" CHECK ("vendor_classes"."code" ~ '^[A-Z][A-Z0-9]([0-9]{2})?$' and length("vendor_classes"."code") = 2 * "vendor_classes"."level")
);
--> statement-breakpoint
ALTER TABLE "vendor_classes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_classification_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"from_class_id" uuid,
	"to_class_id" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_classification_history_action" CHECK ("vendor_classification_history"."action" in ('change', 'childChange'))
);
--> statement-breakpoint
ALTER TABLE "vendor_classification_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_classifications" (
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_classifications_tenant_id_vendor_id_pk" PRIMARY KEY("tenant_id","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "vendor_classifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vendor_status_history" ADD COLUMN "action" text DEFAULT 'change' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_classes" ADD CONSTRAINT "vendor_classes_parent_id_vendor_classes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vendor_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_classifications" ADD CONSTRAINT "vendor_classifications_class_id_vendor_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."vendor_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_classes_code_key" ON "vendor_classes" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "vendor_classes_parent_idx" ON "vendor_classes" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "vendor_classification_history_vendor_idx" ON "vendor_classification_history" USING btree ("tenant_id","vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_classification_history_tenant_idx" ON "vendor_classification_history" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_classifications_class_idx" ON "vendor_classifications" USING btree ("tenant_id","class_id");--> statement-breakpoint
ALTER TABLE "vendor_status_history" ADD CONSTRAINT "vendor_status_history_action" CHECK ("vendor_status_history"."action" in ('change', 'cancel', 'abolish', 'noReplyAbolish'));--> statement-breakpoint
CREATE POLICY "vendor_classes_tenant_isolation" ON "vendor_classes" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "vendor_classification_history_tenant_isolation" ON "vendor_classification_history" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "vendor_classification_history_vendor_scope" ON "vendor_classification_history" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "vendor_classifications_tenant_isolation" ON "vendor_classifications" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "vendor_classifications_vendor_scope" ON "vendor_classifications" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));