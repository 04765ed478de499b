CREATE TABLE "evaluation_appraisal_scores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"appraisal_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"score" numeric(5, 2),
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "evaluation_appraisal_scores_score_check" CHECK ("evaluation_appraisal_scores"."score" is null or "evaluation_appraisal_scores"."score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "evaluation_appraisal_scores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "evaluation_appraisals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"evaluator_id" uuid NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"committed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_appraisals_status_check" CHECK ("evaluation_appraisals"."status" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "evaluation_appraisals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "evaluation_grade_levels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"grade" text NOT NULL,
	"min_score" numeric(5, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_grade_levels_score_check" CHECK ("evaluation_grade_levels"."min_score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "evaluation_grade_levels" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "evaluation_mould_criteria" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"mould_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"weight" smallint NOT NULL,
	"method" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "evaluation_mould_criteria_weight_check" CHECK ("evaluation_mould_criteria"."weight" between 1 and 100),
	CONSTRAINT "evaluation_mould_criteria_method_check" CHECK ("evaluation_mould_criteria"."method" in ('manual', 'onTimeDelivery', 'receiptRejection', 'returnRate'))
);
--> statement-breakpoint
ALTER TABLE "evaluation_mould_criteria" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "evaluation_moulds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_moulds_state_check" CHECK ("evaluation_moulds"."state" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "evaluation_moulds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "evaluation_plan_criteria" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"weight" smallint NOT NULL,
	"method" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"evaluator_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "evaluation_plan_criteria_weight_check" CHECK ("evaluation_plan_criteria"."weight" between 1 and 100),
	CONSTRAINT "evaluation_plan_criteria_method_check" CHECK ("evaluation_plan_criteria"."method" in ('manual', 'onTimeDelivery', 'receiptRejection', 'returnRate'))
);
--> statement-breakpoint
ALTER TABLE "evaluation_plan_criteria" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "evaluation_plan_vendors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"vendor_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluation_plan_vendors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "evaluation_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mould_id" uuid NOT NULL,
	"mould_name" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"deadline" date NOT NULL,
	"status" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" uuid NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"evaluated_at" timestamp with time zone,
	"results_submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_plans_status_check" CHECK ("evaluation_plans"."status" between 1 and 6),
	CONSTRAINT "evaluation_plans_period_check" CHECK ("evaluation_plans"."period_from" <= "evaluation_plans"."period_to")
);
--> statement-breakpoint
ALTER TABLE "evaluation_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "evaluation_results" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"score" numeric(5, 2),
	"grade" text NOT NULL,
	"breakdown" jsonb NOT NULL,
	"adjusted_grade" text,
	"adjust_reason" text,
	"adjusted_by" uuid,
	"adjusted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"appeal_comment" text,
	"appealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_results_score_check" CHECK ("evaluation_results"."score" is null or "evaluation_results"."score" between 0 and 100),
	CONSTRAINT "evaluation_results_adjust_check" CHECK ("evaluation_results"."adjusted_grade" is null or "evaluation_results"."adjust_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "evaluation_results" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "evaluation_appraisal_scores" ADD CONSTRAINT "evaluation_appraisal_scores_appraisal_id_evaluation_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."evaluation_appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_appraisals" ADD CONSTRAINT "evaluation_appraisals_plan_id_evaluation_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."evaluation_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_mould_criteria" ADD CONSTRAINT "evaluation_mould_criteria_mould_id_evaluation_moulds_id_fk" FOREIGN KEY ("mould_id") REFERENCES "public"."evaluation_moulds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_plan_criteria" ADD CONSTRAINT "evaluation_plan_criteria_plan_id_evaluation_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."evaluation_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_plan_vendors" ADD CONSTRAINT "evaluation_plan_vendors_plan_id_evaluation_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."evaluation_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_results" ADD CONSTRAINT "evaluation_results_plan_id_evaluation_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."evaluation_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_appraisal_scores_key_idx" ON "evaluation_appraisal_scores" USING btree ("appraisal_id","criterion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_appraisals_key_idx" ON "evaluation_appraisals" USING btree ("plan_id","vendor_id","evaluator_id");--> statement-breakpoint
CREATE INDEX "evaluation_appraisals_mine_idx" ON "evaluation_appraisals" USING btree ("tenant_id","evaluator_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_grade_levels_grade_idx" ON "evaluation_grade_levels" USING btree ("tenant_id","grade");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_mould_criteria_seq_idx" ON "evaluation_mould_criteria" USING btree ("mould_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_moulds_code_idx" ON "evaluation_moulds" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "evaluation_moulds_list_idx" ON "evaluation_moulds" USING btree ("tenant_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_plan_criteria_seq_idx" ON "evaluation_plan_criteria" USING btree ("plan_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_plan_vendors_vendor_idx" ON "evaluation_plan_vendors" USING btree ("plan_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_plans_code_idx" ON "evaluation_plans" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "evaluation_plans_list_idx" ON "evaluation_plans" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_results_key_idx" ON "evaluation_results" USING btree ("plan_id","vendor_id");--> statement-breakpoint
CREATE INDEX "evaluation_results_vendor_idx" ON "evaluation_results" USING btree ("tenant_id","vendor_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "evaluation_appraisal_scores_tenant_isolation" ON "evaluation_appraisal_scores" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "evaluation_appraisals_tenant_isolation" ON "evaluation_appraisals" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "evaluation_grade_levels_tenant_isolation" ON "evaluation_grade_levels" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "evaluation_mould_criteria_tenant_isolation" ON "evaluation_mould_criteria" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "evaluation_moulds_tenant_isolation" ON "evaluation_moulds" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "evaluation_plan_criteria_tenant_isolation" ON "evaluation_plan_criteria" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "evaluation_plan_vendors_tenant_isolation" ON "evaluation_plan_vendors" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "evaluation_plans_tenant_isolation" ON "evaluation_plans" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "evaluation_results_tenant_isolation" ON "evaluation_results" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "evaluation_results_vendor_scope" ON "evaluation_results" AS RESTRICTIVE FOR ALL TO "procure_app" USING ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid)) WITH CHECK ((nullif(current_setting('app.vendor_id', true), '')::uuid is null or vendor_id = nullif(current_setting('app.vendor_id', true), '')::uuid));