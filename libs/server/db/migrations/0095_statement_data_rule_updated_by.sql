-- Statement data rules show who saved them last (the /setting/statementData list's "updated by"); existing
-- rules take their creator.
ALTER TABLE "statement_data_rules" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
UPDATE "statement_data_rules" SET "updated_by" = "created_by";--> statement-breakpoint
ALTER TABLE "statement_data_rules" ALTER COLUMN "updated_by" SET NOT NULL;
