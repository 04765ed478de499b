CREATE TABLE "message_digests" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"unread" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_digests_tenant_id_user_id_day_pk" PRIMARY KEY("tenant_id","user_id","day")
);
--> statement-breakpoint
ALTER TABLE "message_digests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL;--> statement-breakpoint
CREATE POLICY "message_digests_tenant_isolation" ON "message_digests" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);