ALTER TABLE "md_invoice_titles" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "md_invoice_titles_one_default_idx" ON "md_invoice_titles" USING btree ("tenant_id") WHERE "md_invoice_titles"."is_default";--> statement-breakpoint
ALTER TABLE "md_invoice_titles" ADD CONSTRAINT "md_invoice_titles_default_enabled_check" CHECK (not ("md_invoice_titles"."is_default" and "md_invoice_titles"."disabled"));--> statement-breakpoint
-- Issue #15 /assetsManagement/invoiceTitle: an existing tenant starts with its oldest enabled title as the
-- default (the invoice request form preselects it). The table keeps its RLS, FORCE and grants (0018/0019).
UPDATE "md_invoice_titles" SET "is_default" = true
WHERE "id" IN (
  SELECT DISTINCT ON ("tenant_id") "id" FROM "md_invoice_titles"
  WHERE NOT "disabled" ORDER BY "tenant_id", "created_at", "code"
);
