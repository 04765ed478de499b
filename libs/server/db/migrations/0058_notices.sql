CREATE TABLE "notice_messages" (
	"tenant_id" uuid NOT NULL,
	"notice_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	CONSTRAINT "notice_messages_notice_id_message_id_pk" PRIMARY KEY("notice_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "notice_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"audience" text NOT NULL,
	"role_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_status_check" CHECK ("notices"."status" in ('draft', 'scheduled', 'published', 'withdrawn')),
	CONSTRAINT "notices_audience_check" CHECK (("notices"."audience" = 'all' and cardinality("notices"."role_ids") = 0) or ("notices"."audience" = 'roles' and cardinality("notices"."role_ids") > 0)),
	CONSTRAINT "notices_published_check" CHECK (("notices"."status" in ('published', 'withdrawn')) = ("notices"."published_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notice_messages" ADD CONSTRAINT "notice_messages_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_messages" ADD CONSTRAINT "notice_messages_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_list_idx" ON "notices" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "notice_messages_tenant_isolation" ON "notice_messages" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "notices_tenant_isolation" ON "notices" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);