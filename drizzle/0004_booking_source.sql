ALTER TABLE "bookings" ADD COLUMN "submitted_from" text;--> statement-breakpoint
CREATE INDEX "bookings_submitted_from_idx" ON "bookings" USING btree ("submitted_from","created_at");