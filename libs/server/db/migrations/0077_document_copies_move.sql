DROP POLICY "purchase_request_copies_tenant_isolation" ON "purchase_request_copies" CASCADE;--> statement-breakpoint
DROP TABLE "purchase_request_copies" CASCADE;