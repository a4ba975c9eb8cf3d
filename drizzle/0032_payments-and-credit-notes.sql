CREATE TABLE "booking_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text,
	"note" text,
	"recorded_by" text,
	"technician_id" integer,
	"credit_note_id" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_payments_amount_positive" CHECK ("booking_payments"."amount" > 0),
	CONSTRAINT "booking_payments_kind_valid" CHECK ("booking_payments"."kind" IN ('payment', 'refund')),
	CONSTRAINT "booking_payments_method_valid" CHECK ("booking_payments"."method" IN ('cash', 'upi', 'other'))
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"issued_by" text,
	"lines" jsonb NOT NULL,
	"total" integer NOT NULL,
	"taxable_value" integer NOT NULL,
	"cgst" integer NOT NULL,
	"sgst" integer NOT NULL,
	"igst" integer NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_number_length" CHECK (char_length("credit_notes"."number") <= 16),
	CONSTRAINT "credit_notes_total_positive" CHECK ("credit_notes"."total" > 0),
	CONSTRAINT "credit_notes_amounts_add_up" CHECK ("credit_notes"."taxable_value" + "credit_notes"."cgst" + "credit_notes"."sgst" + "credit_notes"."igst" = "credit_notes"."total")
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_booking_id_idx" ON "booking_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_payments_technician_idx" ON "booking_payments" USING btree ("technician_id","recorded_at");--> statement-breakpoint
CREATE INDEX "booking_payments_recorded_at_idx" ON "booking_payments" USING btree ("recorded_at","id");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_id_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_at_idx" ON "credit_notes" USING btree ("issued_at","id");--> statement-breakpoint
-- What technicians took at the door before the ledger existed becomes its first rows (decision 063).
INSERT INTO "booking_payments" ("booking_id", "kind", "method", "amount", "reference", "technician_id", "recorded_at")
SELECT "id", 'payment', "payment_method"::text, "amount_collected", "upi_reference", "technician_id", coalesce("completed_at", "updated_at")
FROM "bookings"
WHERE "status" = 'completed' AND "payment_method" IS NOT NULL AND "amount_collected" > 0;
