CREATE TABLE "live_stream_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"lease_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_streams" (
	"id" text PRIMARY KEY NOT NULL,
	"process_id" text NOT NULL,
	"owner" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_process_id_live_stream_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."live_stream_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_streams_owner_idx" ON "live_streams" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "live_streams_process_id_idx" ON "live_streams" USING btree ("process_id");--> statement-breakpoint
-- Every session that ends (signed out, revoked, its password reset, its technician set inactive,
-- expired and swept, its user deleted) is announced at the commit that deletes it, so that every
-- process ends the live streams opened with it (decision 031; the channel is ACCESS_CHANGES_CHANNEL in
-- src/server/notifications/live-updates.ts).
CREATE FUNCTION "announce_session_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_changes', json_build_object('userId', OLD.user_id, 'sessionId', OLD.id)::text);
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_end" AFTER DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "announce_session_end"();
