ALTER TABLE "vendor_invitations" DROP CONSTRAINT "vendor_invitations_status";--> statement-breakpoint
ALTER TABLE "vendor_invitation_links" ADD COLUMN "vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "vendor_invitation_links" ADD COLUMN "target" text;--> statement-breakpoint
ALTER TABLE "vendor_invitation_links" ADD COLUMN "social_credit_code" text;--> statement-breakpoint
ALTER TABLE "vendor_invitations" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "vendor_invitations" ADD COLUMN "declined_by" uuid;--> statement-breakpoint
ALTER TABLE "vendor_invitations" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "vendor_invitation_links_vendor_idx" ON "vendor_invitation_links" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_invitation_links_target_idx" ON "vendor_invitation_links" USING btree ("target");--> statement-breakpoint
CREATE INDEX "vendor_invitation_links_code_idx" ON "vendor_invitation_links" USING btree ("social_credit_code");--> statement-breakpoint
ALTER TABLE "vendor_invitations" ADD CONSTRAINT "vendor_invitations_status" CHECK ("vendor_invitations"."status" in ('sent', 'accepted', 'cancelled', 'declined'));--> statement-breakpoint
-- Issue #16 §8: the open links learn whom their invitation addresses (the supplier portal finds them by it).
UPDATE "vendor_invitation_links" l SET "vendor_id" = i."vendor_id", "target" = i."target", "social_credit_code" = i."social_credit_code"
  FROM "vendor_invitations" i WHERE i."id" = l."invitation_id";
