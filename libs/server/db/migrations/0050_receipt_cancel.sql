ALTER TABLE "receipts" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "cancel_reason" text;