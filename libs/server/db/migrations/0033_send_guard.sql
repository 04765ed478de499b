CREATE TABLE "send_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"client_ip" text NOT NULL,
	"client_key" text,
	"sender_tenant_id" uuid,
	"sender_user_id" uuid,
	"outcome" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "send_blocks" (
	"client_ip" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"blocked_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_budgets" (
	"bucket" text PRIMARY KEY NOT NULL,
	"stamps" timestamp with time zone[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "send_audit_at_idx" ON "send_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "send_audit_client_idx" ON "send_audit" USING btree ("client_ip","at");