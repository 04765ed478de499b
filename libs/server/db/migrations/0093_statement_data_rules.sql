CREATE TABLE "statement_data_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"all_data" boolean DEFAULT false NOT NULL,
	"vendor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"legal_entity_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_data_rules_scope_check" CHECK ("statement_data_rules"."all_data" or cardinality("statement_data_rules"."vendor_ids") + cardinality("statement_data_rules"."legal_entity_ids") > 0)
);
--> statement-breakpoint
ALTER TABLE "statement_data_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "statement_items" ADD COLUMN "legal_entity_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_data_rules_user_idx" ON "statement_data_rules" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE POLICY "statement_data_rules_tenant_isolation" ON "statement_data_rules" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "statement_data_rules" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "statement_data_rules" TO procure_app;
--> statement-breakpoint
-- Existing line items take their order's legal entity (statement data rules scope by it).
UPDATE "statement_items" i SET "legal_entity_id" = o."legal_entity_id"
FROM "purchase_orders" o WHERE o."id" = i."order_id" AND i."kind" = 'line';
