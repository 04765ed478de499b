DROP INDEX "login_failures_username_idx";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "site" text DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username","site","created_at");