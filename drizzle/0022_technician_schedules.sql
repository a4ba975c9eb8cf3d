CREATE TYPE "public"."leave_status" AS ENUM('requested', 'approved', 'declined');--> statement-breakpoint
CREATE TABLE "technician_leave" (
	"id" serial PRIMARY KEY NOT NULL,
	"technician_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"status" "leave_status" NOT NULL,
	"requested_by_user_id" text,
	"decided_by_user_id" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technician_leave_dates" CHECK ("technician_leave"."to_date" >= "technician_leave"."from_date")
);
--> statement-breakpoint
CREATE TABLE "technician_service_areas" (
	"technician_id" integer NOT NULL,
	"pincode_prefix" text NOT NULL,
	CONSTRAINT "technician_service_areas_technician_id_pincode_prefix_pk" PRIMARY KEY("technician_id","pincode_prefix"),
	CONSTRAINT "technician_service_areas_prefix" CHECK ("technician_service_areas"."pincode_prefix" ~ '^[0-9]{1,6}$')
);
--> statement-breakpoint
CREATE TABLE "technician_work_windows" (
	"technician_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"time_window" text NOT NULL,
	CONSTRAINT "technician_work_windows_technician_id_weekday_time_window_pk" PRIMARY KEY("technician_id","weekday","time_window"),
	CONSTRAINT "technician_work_windows_weekday" CHECK ("technician_work_windows"."weekday" BETWEEN 1 AND 7)
);
--> statement-breakpoint
ALTER TABLE "technician_leave" ADD CONSTRAINT "technician_leave_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_leave" ADD CONSTRAINT "technician_leave_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_leave" ADD CONSTRAINT "technician_leave_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_service_areas" ADD CONSTRAINT "technician_service_areas_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_work_windows" ADD CONSTRAINT "technician_work_windows_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "technician_leave_technician_dates_idx" ON "technician_leave" USING btree ("technician_id","from_date");--> statement-breakpoint
CREATE INDEX "technician_leave_requested_by_idx" ON "technician_leave" USING btree ("requested_by_user_id");--> statement-breakpoint
CREATE INDEX "technician_leave_decided_by_idx" ON "technician_leave" USING btree ("decided_by_user_id");--> statement-breakpoint
CREATE INDEX "technician_leave_status_dates_idx" ON "technician_leave" USING btree ("status","from_date","to_date");