ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_kind_valid";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "signed_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "signed_off_by" text;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_kind_valid" CHECK ("booking_events"."kind" IN ('status', 'rescheduled', 'on_the_way', 'not_available', 'estimate', 'estimate_approved', 'estimate_declined', 'signed_off'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_signed_off_together" CHECK (("bookings"."signed_off_at" IS NULL) = ("bookings"."signed_off_by" IS NULL));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_signed_off_by_valid" CHECK ("bookings"."signed_off_by" IN ('code', 'link'));