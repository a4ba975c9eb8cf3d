CREATE TABLE "booking_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"file_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"taken_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_photos_stage_valid" CHECK ("booking_photos"."stage" IN ('before', 'after')),
	CONSTRAINT "booking_photos_private_keys" CHECK ("booking_photos"."file_key" LIKE 'private/%' AND "booking_photos"."thumb_key" LIKE 'private/%')
);
--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_photos_booking_id_idx" ON "booking_photos" USING btree ("booking_id","created_at");