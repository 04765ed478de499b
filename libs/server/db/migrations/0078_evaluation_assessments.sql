CREATE TABLE "evaluation_assessment_scores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"weight" smallint NOT NULL,
	"score" numeric(5, 2),
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "evaluation_assessment_scores_weight_check" CHECK ("evaluation_assessment_scores"."weight" between 1 and 100),
	CONSTRAINT "evaluation_assessment_scores_score_check" CHECK ("evaluation_assessment_scores"."score" is null or "evaluation_assessment_scores"."score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "evaluation_assessment_scores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "evaluation_assessments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"vendor_name" text NOT NULL,
	"mould_id" uuid NOT NULL,
	"mould_name" text NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"score" numeric(5, 2),
	"grade" text,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" uuid NOT NULL,
	"submitted_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_assessments_state_check" CHECK ("evaluation_assessments"."state" between 1 and 3),
	CONSTRAINT "evaluation_assessments_score_check" CHECK ("evaluation_assessments"."score" is null or "evaluation_assessments"."score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "evaluation_assessments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "evaluation_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"low_grade_mode" text DEFAULT 'off' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_settings_mode_check" CHECK ("evaluation_settings"."low_grade_mode" in ('off', 'warn', 'block'))
);
--> statement-breakpoint
ALTER TABLE "evaluation_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "evaluation_assessment_scores" ADD CONSTRAINT "evaluation_assessment_scores_assessment_id_evaluation_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."evaluation_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_assessment_scores_key_idx" ON "evaluation_assessment_scores" USING btree ("assessment_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_assessments_code_idx" ON "evaluation_assessments" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "evaluation_assessments_list_idx" ON "evaluation_assessments" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "evaluation_assessments_vendor_idx" ON "evaluation_assessments" USING btree ("tenant_id","vendor_id");--> statement-breakpoint
CREATE POLICY "evaluation_assessment_scores_tenant_isolation" ON "evaluation_assessment_scores" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "evaluation_assessments_tenant_isolation" ON "evaluation_assessments" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "evaluation_settings_tenant_isolation" ON "evaluation_settings" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);