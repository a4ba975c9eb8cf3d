ALTER TYPE "public"."booking_status" ADD VALUE 'at_workshop' BEFORE 'completed';--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'waiting_for_parts' BEFORE 'completed';--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'ready_for_return' BEFORE 'completed';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "workshop" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "revisit_of" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "revisit_kind" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_revisit_of_bookings_id_fk" FOREIGN KEY ("revisit_of") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_revisit_of_idx" ON "bookings" USING btree ("revisit_of");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_revisit_kind_valid" CHECK ("bookings"."revisit_kind" IN ('return', 'unfinished', 'warranty'));