CREATE TABLE "approval_assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"approver_type" smallint NOT NULL,
	"scope_kind" text NOT NULL,
	"scope_id" uuid,
	"user_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_assignments_scope_check" CHECK ("approval_assignments"."scope_kind" in ('user', 'department', 'costCentre', 'category', 'legalEntity', 'tenant') and ("approval_assignments"."scope_kind" = 'tenant') = ("approval_assignments"."scope_id" is null))
);
--> statement-breakpoint
ALTER TABLE "approval_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "approval_flow_nodes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"flow_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"approver_type" smallint NOT NULL,
	"mode" smallint NOT NULL,
	"allow_dynamic" boolean DEFAULT false NOT NULL,
	"only_when_over_budget" boolean DEFAULT false NOT NULL,
	"employee_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_flow_nodes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "approval_flows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"doc_type" smallint NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_amount" numeric(20, 2),
	"max_amount" numeric(20, 2),
	"category_ids" uuid[],
	"cost_centre_ids" uuid[],
	"legal_entity_ids" uuid[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_flows_amount_range_check" CHECK ("approval_flows"."min_amount" is null or "approval_flows"."max_amount" is null or "approval_flows"."min_amount" <= "approval_flows"."max_amount")
);
--> statement-breakpoint
ALTER TABLE "approval_flows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "approval_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"doc_type" smallint NOT NULL,
	"document_id" uuid NOT NULL,
	"instance_id" uuid,
	"actor_id" uuid NOT NULL,
	"on_behalf_of_id" uuid,
	"action" smallint NOT NULL,
	"node_name" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "approval_instances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"doc_type" smallint NOT NULL,
	"document_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"flow_id" uuid,
	"status" text NOT NULL,
	"doc_code" text DEFAULT '' NOT NULL,
	"doc_title" text DEFAULT '' NOT NULL,
	"facts" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "approval_instances_status_check" CHECK ("approval_instances"."status" in ('approving', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "approval_instances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "approval_node_instances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"mode" smallint NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "approval_node_instances_state_check" CHECK ("approval_node_instances"."state" in ('waiting', 'open', 'done', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "approval_node_instances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "approval_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"node_instance_id" uuid NOT NULL,
	"doc_type" smallint NOT NULL,
	"document_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"approver_id" uuid NOT NULL,
	"state" text NOT NULL,
	"acted_by" uuid,
	"on_behalf_of_id" uuid,
	"comment" text,
	"opened_at" timestamp with time zone,
	"acted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_tasks_state_check" CHECK ("approval_tasks"."state" in ('waiting', 'pending', 'approved', 'rejected', 'transferred', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "approval_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "budget_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"tenant_id" uuid NOT NULL,
	"budget_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"over_budget" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_entries_kind_check" CHECK ("budget_entries"."kind" in ('reserved', 'committed', 'released', 'spent')),
	CONSTRAINT "budget_entries_amount_check" CHECK ("budget_entries"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "budget_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "budget_objects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"cost_centre_id" uuid NOT NULL,
	"project_code" text,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_objects_target_key" UNIQUE NULLS NOT DISTINCT("tenant_id","cost_centre_id","project_code")
);
--> statement-breakpoint
ALTER TABLE "budget_objects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"object_id" uuid NOT NULL,
	"period" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"committed" numeric(20, 2) DEFAULT '0' NOT NULL,
	"spent" numeric(20, 2) DEFAULT '0' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_object_period_key" UNIQUE("tenant_id","object_id","period"),
	CONSTRAINT "budgets_period_check" CHECK ("budgets"."period" ~ '^[0-9]{4}(-(0[1-9]|1[0-2]))?$'),
	CONSTRAINT "budgets_non_negative_check" CHECK (least("budgets"."amount", "budgets"."committed", "budgets"."spent") >= 0)
);
--> statement-breakpoint
ALTER TABLE "budgets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "approval_flow_nodes" ADD CONSTRAINT "approval_flow_nodes_flow_id_approval_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."approval_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_node_instances" ADD CONSTRAINT "approval_node_instances_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_node_instance_id_approval_node_instances_id_fk" FOREIGN KEY ("node_instance_id") REFERENCES "public"."approval_node_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_entries" ADD CONSTRAINT "budget_entries_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_object_id_budget_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."budget_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_assignments_scope_key" ON "approval_assignments" USING btree ("tenant_id","approver_type","scope_kind",coalesce("scope_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE UNIQUE INDEX "approval_flow_nodes_seq_key" ON "approval_flow_nodes" USING btree ("flow_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_flow_nodes_key_key" ON "approval_flow_nodes" USING btree ("flow_id","key");--> statement-breakpoint
CREATE INDEX "approval_flows_doc_type_idx" ON "approval_flows" USING btree ("tenant_id","doc_type","priority");--> statement-breakpoint
CREATE INDEX "approval_history_document_idx" ON "approval_history" USING btree ("tenant_id","doc_type","document_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_instances_document_idx" ON "approval_instances" USING btree ("tenant_id","doc_type","document_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_instances_one_running_idx" ON "approval_instances" USING btree ("tenant_id","doc_type","document_id") WHERE "approval_instances"."status" = 'approving';--> statement-breakpoint
CREATE UNIQUE INDEX "approval_node_instances_seq_key" ON "approval_node_instances" USING btree ("instance_id","seq");--> statement-breakpoint
CREATE INDEX "approval_tasks_pending_idx" ON "approval_tasks" USING btree ("tenant_id","approver_id","opened_at") WHERE "approval_tasks"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "approval_tasks_acted_idx" ON "approval_tasks" USING btree ("tenant_id","acted_by","acted_at");--> statement-breakpoint
CREATE INDEX "approval_tasks_instance_idx" ON "approval_tasks" USING btree ("instance_id","node_instance_id","seq");--> statement-breakpoint
CREATE INDEX "budget_entries_document_idx" ON "budget_entries" USING btree ("tenant_id","doc_type","document_id","seq");--> statement-breakpoint
CREATE INDEX "budget_entries_budget_idx" ON "budget_entries" USING btree ("budget_id","seq");--> statement-breakpoint
CREATE POLICY "approval_assignments_tenant_isolation" ON "approval_assignments" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "approval_flow_nodes_tenant_isolation" ON "approval_flow_nodes" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "approval_flows_tenant_isolation" ON "approval_flows" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "approval_history_tenant_isolation" ON "approval_history" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "approval_instances_tenant_isolation" ON "approval_instances" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "approval_node_instances_tenant_isolation" ON "approval_node_instances" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "approval_tasks_tenant_isolation" ON "approval_tasks" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "budget_entries_tenant_isolation" ON "budget_entries" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "budget_objects_tenant_isolation" ON "budget_objects" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "budgets_tenant_isolation" ON "budgets" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);