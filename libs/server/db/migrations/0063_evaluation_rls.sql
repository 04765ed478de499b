-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "evaluation_moulds" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evaluation_mould_criteria" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evaluation_grade_levels" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evaluation_plans" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evaluation_plan_criteria" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evaluation_plan_vendors" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evaluation_appraisals" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evaluation_appraisal_scores" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evaluation_results" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "evaluation_moulds", "evaluation_mould_criteria", "evaluation_grade_levels",
  "evaluation_plans", "evaluation_plan_criteria", "evaluation_plan_vendors", "evaluation_appraisals",
  "evaluation_appraisal_scores", "evaluation_results" TO procure_app;
