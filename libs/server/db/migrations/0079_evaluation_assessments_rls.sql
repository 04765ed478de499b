-- drizzle-kit enables row-level security but cannot FORCE it (see 0002_force_rls.sql).
ALTER TABLE "evaluation_assessments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evaluation_assessment_scores" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evaluation_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "evaluation_assessments", "evaluation_assessment_scores",
  "evaluation_settings" TO procure_app;
