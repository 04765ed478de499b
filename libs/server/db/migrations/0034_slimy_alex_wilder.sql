CREATE TABLE "export_downloads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"export_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_downloads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "exports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"vendor_id" uuid,
	"site" text NOT NULL,
	"list_key" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"columns" jsonb NOT NULL,
	"locale" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"mode" text NOT NULL,
	"state" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"total_rows" integer,
	"size_bytes" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "exports_mode_check" CHECK ("exports"."mode" in ('immediate', 'background')),
	CONSTRAINT "exports_state_check" CHECK ("exports"."state" in ('queued', 'running', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "exports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "export_downloads_export_idx" ON "export_downloads" USING btree ("tenant_id","export_id");--> statement-breakpoint
CREATE INDEX "exports_owner_idx" ON "exports" USING btree ("tenant_id","user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "export_downloads_tenant_isolation" ON "export_downloads" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "exports_tenant_isolation" ON "exports" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);