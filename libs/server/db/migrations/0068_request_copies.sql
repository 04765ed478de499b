CREATE TABLE "purchase_request_copies" (
	"tenant_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"copied_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_request_copies_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "purchase_request_copies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "purchase_request_copies" ADD CONSTRAINT "purchase_request_copies_request_id_purchase_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."purchase_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_request_copies_user_idx" ON "purchase_request_copies" USING btree ("tenant_id","user_id","created_at" DESC NULLS FIRST,"request_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "purchase_request_copies_tenant_isolation" ON "purchase_request_copies" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);