CREATE TABLE "cash_handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"technician_id" integer,
	"amount" integer NOT NULL,
	"handed_on" date NOT NULL,
	"received_by" text NOT NULL,
	"note" text,
	"recorded_by" text,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_handovers_amount_positive" CHECK ("cash_handovers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "scheduled_notices" DROP CONSTRAINT "scheduled_notices_kind_valid";--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_handovers_technician_idx" ON "cash_handovers" USING btree ("technician_id","handed_on");--> statement-breakpoint
ALTER TABLE "scheduled_notices" ADD CONSTRAINT "scheduled_notices_kind_valid" CHECK ("scheduled_notices"."kind" IN ('evening_reminder', 'morning_summary', 'unconfirmed_alert', 'cash_held_alert'));