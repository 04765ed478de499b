CREATE TABLE "document_copies" (
	"tenant_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"copied_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_copies_tenant_id_doc_type_document_id_user_id_pk" PRIMARY KEY("tenant_id","doc_type","document_id","user_id")
);
--> statement-breakpoint
-- The purchase requests' copies move into the one copy-to table (owner of the tables: lift FORCE while copying).
ALTER TABLE "purchase_request_copies" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "document_copies" ("tenant_id", "doc_type", "document_id", "user_id", "copied_by", "created_at")
  SELECT "tenant_id", 'purchaseApply', "request_id", "user_id", "copied_by", "created_at" FROM "purchase_request_copies";--> statement-breakpoint
-- Copy-to lists have a permission of their own (issue #12 §5): every buyer role of every tenant holds it.
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "role_permissions" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "role_permissions" ("tenant_id", "role_id", "permission_key")
  SELECT "tenant_id", "id", 'copyto' FROM "roles" WHERE "site" = 'buyer' ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "role_permissions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "document_copies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "document_copies_user_idx" ON "document_copies" USING btree ("tenant_id","user_id","doc_type","created_at" DESC NULLS FIRST,"document_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "document_copies_tenant_isolation" ON "document_copies" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "document_copies" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "document_copies" TO procure_app;
