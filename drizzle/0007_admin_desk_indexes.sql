DROP INDEX "bookings_technician_id_idx";--> statement-breakpoint
CREATE INDEX "bookings_technician_created_at_idx" ON "bookings" USING btree ("technician_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_city_created_at_idx" ON "bookings" USING btree (lower("city"),"created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_preferred_sort_idx" ON "bookings" USING btree (coalesce("preferred_date", '9999-12-31'::date),"id");