ALTER TABLE "invoice_write_offs" DROP CONSTRAINT "invoice_write_offs_payment_id_payment_applications_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_write_offs" ADD CONSTRAINT "invoice_write_offs_payment_id_payment_applications_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_applications"("id") ON DELETE cascade ON UPDATE no action;