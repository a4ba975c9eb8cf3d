CREATE TABLE "work_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_amount" integer NOT NULL,
	"warranty_days" integer DEFAULT 30 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_rates_name_unique" UNIQUE("name"),
	CONSTRAINT "work_rates_price_positive" CHECK ("work_rates"."price_amount" > 0),
	CONSTRAINT "work_rates_warranty_nonnegative" CHECK ("work_rates"."warranty_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_signed_off_by_valid";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_signed_off_by_valid" CHECK ("bookings"."signed_off_by" IN ('code', 'link', 'account'));