CREATE TABLE "idempotency_keys" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_id_user_id_route_key_pk" PRIMARY KEY("tenant_id","user_id","route","key"),
	CONSTRAINT "idempotency_keys_key_check" CHECK (length("idempotency_keys"."key") between 1 and 255)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE POLICY "idempotency_keys_tenant_isolation" ON "idempotency_keys" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "idempotency_keys_expired_select" ON "idempotency_keys" AS PERMISSIVE FOR SELECT TO "procure_app" USING ((current_setting('app.tenant_id', true) is null or current_setting('app.tenant_id', true) = '') and "idempotency_keys"."created_at" < now() - interval '24 hours');--> statement-breakpoint
CREATE POLICY "idempotency_keys_expired_delete" ON "idempotency_keys" AS PERMISSIVE FOR DELETE TO "procure_app" USING ((current_setting('app.tenant_id', true) is null or current_setting('app.tenant_id', true) = '') and "idempotency_keys"."created_at" < now() - interval '24 hours');