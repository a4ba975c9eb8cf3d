CREATE TABLE "password_failures" (
	"identifier" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "code_failures" DROP CONSTRAINT "code_failures_pkey";--> statement-breakpoint
ALTER TABLE "code_failures" ADD COLUMN "client_bucket" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "code_failures" ADD CONSTRAINT "code_failures_identifier_client_bucket_pk" PRIMARY KEY("identifier","client_bucket");--> statement-breakpoint
CREATE INDEX "password_failures_last_failure_idx" ON "password_failures" USING btree ("last_failure_at");
