ALTER TABLE "profiles" ADD COLUMN "booking_details_offer_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "popularity" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "device_unlisted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "devices_popularity_idx" ON "devices" USING btree ("popularity","name");--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_popularity_positive" CHECK ("devices"."popularity" > 0);--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_kind_valid" CHECK ("booking_events"."kind" IN ('status', 'rescheduled'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_unlisted_device_has_no_id" CHECK (NOT "bookings"."device_unlisted" OR "bookings"."device_id" IS NULL);