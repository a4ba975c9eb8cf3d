ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_kind_valid";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "estimate" jsonb;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_kind_valid" CHECK ("booking_events"."kind" IN ('status', 'rescheduled', 'on_the_way', 'not_available', 'estimate', 'estimate_approved', 'estimate_declined'));