ALTER TABLE "purchase_orders" ADD COLUMN "confirmed_version" integer;--> statement-breakpoint
-- Orders confirmed before the column existed: version 1 is the snapshot their confirm wrote.
UPDATE "purchase_orders" SET "confirmed_version" = 1 WHERE "confirmed_at" IS NOT NULL;
