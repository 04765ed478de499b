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
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"goods_id" uuid,
	"sku_id" text NOT NULL,
	"product_id" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"image_url" text,
	"added_price" numeric(22, 6) NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_source_check" CHECK ("cart_items"."source" in ('catalogue', 'channel1', 'channel2')),
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" between 1 and 99999)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "catalogue_goods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"unit_price" numeric(22, 6) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"on_shelf" boolean DEFAULT true NOT NULL,
	"image_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"description" text,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_goods_price_check" CHECK ("catalogue_goods"."unit_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalogue_goods" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "catalogue_stores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_stores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "common_categories" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"category_ids" uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "common_categories_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id"),
	CONSTRAINT "common_categories_count_check" CHECK (cardinality("common_categories"."category_ids") between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "common_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "material_prices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"unit_price" numeric(22, 6) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_prices_price_check" CHECK ("material_prices"."unit_price" >= 0),
	CONSTRAINT "material_prices_period_check" CHECK ("material_prices"."valid_to" is null or "material_prices"."valid_to" >= "material_prices"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "material_prices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"spec" text,
	"unit" text NOT NULL,
	"category_id" uuid,
	"accounting_code" text,
	"goods_service" smallint NOT NULL,
	"capex_expense" smallint NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_goods_service_check" CHECK ("materials"."goods_service" in (1, 2)),
	CONSTRAINT "materials_capex_expense_check" CHECK ("materials"."capex_expense" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "materials" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "md_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"parent_id" uuid,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "md_categories_tenant_code_key" UNIQUE("tenant_id","code")
);
--> statement-breakpoint
ALTER TABLE "md_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "md_category_accounts" (
	"tenant_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "md_category_accounts_tenant_id_category_id_account_id_pk" PRIMARY KEY("tenant_id","category_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "md_category_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "md_contract_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "md_contract_types_tenant_code_key" UNIQUE("tenant_id","code")
);
--> statement-breakpoint
ALTER TABLE "md_contract_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "md_currencies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"symbol" text NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	CONSTRAINT "md_currencies_tenant_code_key" UNIQUE("tenant_id","code")
);
--> statement-breakpoint
ALTER TABLE "md_currencies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "md_exchange_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"currency_code" text NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"effective_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "md_exchange_rates_tenant_currency_date_key" UNIQUE("tenant_id","currency_code","effective_date"),
	CONSTRAINT "md_exchange_rates_rate_positive" CHECK ("md_exchange_rates"."rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "md_exchange_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "md_financial_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "md_financial_accounts_tenant_code_key" UNIQUE("tenant_id","code")
);
--> statement-breakpoint
ALTER TABLE "md_financial_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "md_invoice_titles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	CONSTRAINT "md_invoice_titles_tenant_code_key" UNIQUE("tenant_id","code")
);
--> statement-breakpoint
ALTER TABLE "md_invoice_titles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "md_procurement_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"purchase_remark_limit" integer DEFAULT 100 NOT NULL,
	"default_currency" text DEFAULT 'CNY' NOT NULL,
	"over_budget_submit_allowed" boolean DEFAULT false NOT NULL,
	"pr_code_prefix" text DEFAULT 'PR' NOT NULL,
	"unit_price_decimals" smallint DEFAULT 2 NOT NULL,
	"price_precision" smallint DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "md_procurement_settings_remark_check" CHECK ("md_procurement_settings"."purchase_remark_limit" in (100, 1000)),
	CONSTRAINT "md_procurement_settings_decimals_check" CHECK ("md_procurement_settings"."unit_price_decimals" between 0 and 6),
	CONSTRAINT "md_procurement_settings_precision_check" CHECK ("md_procurement_settings"."price_precision" between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "md_procurement_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "md_units" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "md_units_tenant_code_key" UNIQUE("tenant_id","code")
);
--> statement-breakpoint
ALTER TABLE "md_units" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "md_vendor_profiles" (
	"tenant_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"social_credit_code" text NOT NULL,
	"status" smallint NOT NULL,
	"contact_name" text,
	"contact_mobile" text,
	"contact_email" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "md_vendor_profiles_tenant_id_vendor_id_pk" PRIMARY KEY("tenant_id","vendor_id"),
	CONSTRAINT "md_vendor_profiles_tenant_code_key" UNIQUE("tenant_id","social_credit_code")
);
--> statement-breakpoint
ALTER TABLE "md_vendor_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "message_emails" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "message_emails_status_check" CHECK ("message_emails"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "message_emails" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" in ('approvalTask', 'approvalResult', 'orderCreated', 'notice'))
);
--> statement-breakpoint
ALTER TABLE "messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_order_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"on_behalf_of_id" uuid,
	"action" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_order_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "cost_centres" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_flow_nodes" ADD CONSTRAINT "approval_flow_nodes_flow_id_approval_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."approval_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_node_instances" ADD CONSTRAINT "approval_node_instances_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_node_instance_id_approval_node_instances_id_fk" FOREIGN KEY ("node_instance_id") REFERENCES "public"."approval_node_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_entries" ADD CONSTRAINT "budget_entries_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_object_id_budget_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."budget_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "md_category_accounts" ADD CONSTRAINT "md_category_accounts_category_id_md_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."md_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "md_category_accounts" ADD CONSTRAINT "md_category_accounts_account_id_md_financial_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."md_financial_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_emails" ADD CONSTRAINT "message_emails_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_history" ADD CONSTRAINT "purchase_order_history_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "cart_items_owner_sku_idx" ON "cart_items" USING btree ("tenant_id","user_id","source","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_goods_sku_idx" ON "catalogue_goods" USING btree ("tenant_id","sku");--> statement-breakpoint
CREATE INDEX "catalogue_goods_vendor_idx" ON "catalogue_goods" USING btree ("tenant_id","vendor_id");--> statement-breakpoint
CREATE INDEX "catalogue_goods_material_idx" ON "catalogue_goods" USING btree ("tenant_id","material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_stores_vendor_idx" ON "catalogue_stores" USING btree ("tenant_id","vendor_id");--> statement-breakpoint
CREATE INDEX "material_prices_material_idx" ON "material_prices" USING btree ("tenant_id","material_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_code_idx" ON "materials" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "md_categories_parent_idx" ON "md_categories" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "message_emails_pending_idx" ON "message_emails" USING btree ("tenant_id","created_at") WHERE "message_emails"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "messages_recipient_idx" ON "messages" USING btree ("tenant_id","recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("tenant_id","recipient_id") WHERE "messages"."read_at" is null and "messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "purchase_order_history_order_idx" ON "purchase_order_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE POLICY "approval_assignments_tenant_isolation" ON "approval_assignments" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "approval_flow_nodes_tenant_isolation" ON "approval_flow_nodes" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "approval_flows_tenant_isolation" ON "approval_flows" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "approval_history_tenant_isolation" ON "approval_history" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "approval_instances_tenant_isolation" ON "approval_instances" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "approval_node_instances_tenant_isolation" ON "approval_node_instances" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "approval_tasks_tenant_isolation" ON "approval_tasks" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "budget_entries_tenant_isolation" ON "budget_entries" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "budget_objects_tenant_isolation" ON "budget_objects" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "budgets_tenant_isolation" ON "budgets" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "cart_items_tenant_isolation" ON "cart_items" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "catalogue_goods_tenant_isolation" ON "catalogue_goods" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "catalogue_stores_tenant_isolation" ON "catalogue_stores" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "common_categories_tenant_isolation" ON "common_categories" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "material_prices_tenant_isolation" ON "material_prices" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "materials_tenant_isolation" ON "materials" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "md_categories_tenant_isolation" ON "md_categories" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "md_category_accounts_tenant_isolation" ON "md_category_accounts" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "md_contract_types_tenant_isolation" ON "md_contract_types" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "md_currencies_tenant_isolation" ON "md_currencies" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "md_exchange_rates_tenant_isolation" ON "md_exchange_rates" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "md_financial_accounts_tenant_isolation" ON "md_financial_accounts" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "md_invoice_titles_tenant_isolation" ON "md_invoice_titles" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "md_procurement_settings_tenant_isolation" ON "md_procurement_settings" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "md_units_tenant_isolation" ON "md_units" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "md_vendor_profiles_tenant_isolation" ON "md_vendor_profiles" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "md_vendor_profiles_vendor_scope" ON "md_vendor_profiles" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "message_emails_tenant_isolation" ON "message_emails" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "messages_tenant_isolation" ON "messages" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_order_history_tenant_isolation" ON "purchase_order_history" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchase_order_history_vendor_scope" ON "purchase_order_history" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));