ALTER TABLE "evaluation_assessment_scores" ADD COLUMN "method" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluation_assessment_scores" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "evaluation_assessments" ADD COLUMN "period_from" date;--> statement-breakpoint
ALTER TABLE "evaluation_assessments" ADD COLUMN "period_to" date;