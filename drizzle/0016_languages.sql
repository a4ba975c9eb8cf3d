ALTER TABLE "profiles" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;