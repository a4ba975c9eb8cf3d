ALTER TABLE "contact_submissions" ADD COLUMN "submitted_from" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "notification_message_id" integer;--> statement-breakpoint
CREATE INDEX "contact_submissions_submitted_from_idx" ON "contact_submissions" USING btree ("submitted_from","created_at");