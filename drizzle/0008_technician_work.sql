CREATE TYPE "public"."payment_method" AS ENUM('cash', 'upi');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "start_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "start_code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_method" "payment_method";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "amount_collected" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_start_code_format" CHECK ("bookings"."start_code" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_start_code_failures_nonnegative" CHECK ("bookings"."start_code_failures" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_amount_collected_nonnegative" CHECK ("bookings"."amount_collected" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_recorded_together" CHECK (("bookings"."payment_method" IS NULL) = ("bookings"."amount_collected" IS NULL));--> statement-breakpoint
-- Jobs already given to a technician get their start code now (new ones get it at assignment), so
-- their technician can start them; the customer reads it on their dashboard. gen_random_uuid() is
-- the server's strong random source; its first 7 hex digits make the number.
UPDATE "bookings" SET "start_code" = lpad(((('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 7))::bit(28)::int) % 10000)::text, 4, '0') WHERE "technician_id" IS NOT NULL AND "status" = 'confirmed' AND "start_code" IS NULL;
