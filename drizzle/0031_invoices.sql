CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "document_counters_last_number_positive" CHECK ("document_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"shop" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"place_of_supply" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total" integer NOT NULL,
	"taxable_value" integer NOT NULL,
	"cgst" integer NOT NULL,
	"sgst" integer NOT NULL,
	"igst" integer NOT NULL,
	"payment_method" "payment_method",
	CONSTRAINT "invoices_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_number_length" CHECK (char_length("invoices"."number") <= 16),
	CONSTRAINT "invoices_kind_valid" CHECK ("invoices"."kind" IN ('tax_invoice', 'bill_of_supply')),
	CONSTRAINT "invoices_sequence_positive" CHECK ("invoices"."sequence" > 0),
	CONSTRAINT "invoices_amounts_add_up" CHECK ("invoices"."taxable_value" + "invoices"."cgst" + "invoices"."sgst" + "invoices"."igst" = "invoices"."total"),
	CONSTRAINT "invoices_amounts_nonnegative" CHECK ("invoices"."taxable_value" >= 0 AND "invoices"."cgst" >= 0 AND "invoices"."sgst" >= 0 AND "invoices"."igst" >= 0)
);
--> statement-breakpoint
ALTER TABLE "repair_services" ADD COLUMN "sac_code" text DEFAULT '9987' NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_services" ADD COLUMN "gst_rate" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at","id");--> statement-breakpoint
ALTER TABLE "repair_services" ADD CONSTRAINT "repair_services_sac_code_format" CHECK ("repair_services"."sac_code" ~ '^99[0-9]{2}([0-9]{2})?$');--> statement-breakpoint
ALTER TABLE "repair_services" ADD CONSTRAINT "repair_services_gst_rate_valid" CHECK ("repair_services"."gst_rate" IN (0, 5, 12, 18, 28, 40));