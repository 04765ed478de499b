CREATE TABLE "evaluation_grade_adjustments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"result_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"from_grade" text NOT NULL,
	"to_grade" text NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "evaluation_grade_adjustments_status_check" CHECK ("evaluation_grade_adjustments"."status" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "evaluation_grade_adjustments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "evaluation_results" ADD COLUMN "appeal_answer" text;--> statement-breakpoint
ALTER TABLE "evaluation_results" ADD COLUMN "appeal_answered_by" uuid;--> statement-breakpoint
ALTER TABLE "evaluation_results" ADD COLUMN "appeal_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evaluation_grade_adjustments" ADD CONSTRAINT "evaluation_grade_adjustments_result_id_evaluation_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."evaluation_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_grade_adjustments_result_idx" ON "evaluation_grade_adjustments" USING btree ("tenant_id","result_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_grade_adjustments_open_idx" ON "evaluation_grade_adjustments" USING btree ("result_id") WHERE "evaluation_grade_adjustments"."status" = 1;--> statement-breakpoint
CREATE POLICY "evaluation_grade_adjustments_tenant_isolation" ON "evaluation_grade_adjustments" AS PERMISSIVE FOR ALL TO "procure_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);