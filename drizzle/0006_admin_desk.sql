CREATE TABLE "admin_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer,
	"repair_service_id" integer NOT NULL,
	"worked" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_status_idx";--> statement-breakpoint
DROP INDEX "bookings_created_at_idx";--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_outcomes" ADD CONSTRAINT "guide_outcomes_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_outcomes" ADD CONSTRAINT "guide_outcomes_repair_service_id_repair_services_id_fk" FOREIGN KEY ("repair_service_id") REFERENCES "public"."repair_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_subject_idx" ON "admin_actions" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "admin_actions_actor_user_id_idx" ON "admin_actions" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "admin_actions_created_at_idx" ON "admin_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "guide_outcomes_created_at_idx" ON "guide_outcomes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "guide_outcomes_device_id_idx" ON "guide_outcomes" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "guide_outcomes_repair_service_id_idx" ON "guide_outcomes" USING btree ("repair_service_id");--> statement-breakpoint
CREATE INDEX "bookings_created_at_id_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_status_created_at_idx" ON "bookings" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_preferred_date_idx" ON "bookings" USING btree ("preferred_date","id");