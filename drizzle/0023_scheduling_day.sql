CREATE TABLE "scheduled_notices" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_notices_kind_subject_day_pk" PRIMARY KEY("kind","subject","day"),
	CONSTRAINT "scheduled_notices_kind_valid" CHECK ("scheduled_notices"."kind" IN ('evening_reminder', 'morning_summary', 'unconfirmed_alert'))
);
--> statement-breakpoint
ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_kind_valid";--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "jobs_per_window" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "base_lat" double precision;--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "base_lng" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "on_the_way_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expected_arrival_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_jobs_per_window_range" CHECK ("technicians"."jobs_per_window" BETWEEN 1 AND 10);--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_base_location" CHECK (("technicians"."base_lat" IS NULL) = ("technicians"."base_lng" IS NULL) AND ("technicians"."base_lat" IS NULL OR ("technicians"."base_lat" BETWEEN -90 AND 90 AND "technicians"."base_lng" BETWEEN -180 AND 180)));--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_kind_valid" CHECK ("booking_events"."kind" IN ('status', 'rescheduled', 'on_the_way', 'not_available'));