CREATE TYPE "public"."code_channel" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE TYPE "public"."code_purpose" AS ENUM('sign_in', 'email_link');--> statement-breakpoint
CREATE TABLE "code_failures" (
	"identifier" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" "code_channel" NOT NULL,
	"purpose" "code_purpose" NOT NULL,
	"identifier" text NOT NULL,
	"code_hash" text NOT NULL,
	"full_name" text,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"requested_from" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "one_time_codes_identifier_created_idx" ON "one_time_codes" USING btree ("identifier","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_requested_from_created_idx" ON "one_time_codes" USING btree ("requested_from","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_code_hash_idx" ON "one_time_codes" USING btree ("code_hash");