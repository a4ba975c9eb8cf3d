CREATE TYPE "public"."message_channel" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE TYPE "public"."message_status" AS ENUM('queued', 'outbox', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" "message_channel" NOT NULL,
	"to_address" text NOT NULL,
	"subject" text,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" "message_status" DEFAULT 'queued' NOT NULL,
	"transport" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "messages_to_created_idx" ON "messages" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");