CREATE TABLE "vendor_class_levels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_class_levels_code" CHECK ("vendor_class_levels"."code" ~ '^[A-Z0-9]{1,4}$')
);
--> statement-breakpoint
ALTER TABLE "vendor_class_levels" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendor_level_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"from_level_id" uuid,
	"to_level_id" uuid,
	"reason" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_level_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vendor_classifications" ADD COLUMN "level_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_class_levels_code_key" ON "vendor_class_levels" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "vendor_level_history_vendor_idx" ON "vendor_level_history" USING btree ("tenant_id","vendor_id","created_at");--> statement-breakpoint
ALTER TABLE "vendor_classifications" ADD CONSTRAINT "vendor_classifications_level_id_vendor_class_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."vendor_class_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "vendor_class_levels_tenant_isolation" ON "vendor_class_levels" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "vendor_level_history_tenant_isolation" ON "vendor_level_history" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "vendor_level_history_vendor_scope" ON "vendor_level_history" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "vendor_class_levels" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vendor_level_history" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "vendor_class_levels" TO procure_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "vendor_level_history" TO procure_app;
