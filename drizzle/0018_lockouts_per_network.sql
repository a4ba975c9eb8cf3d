CREATE TABLE "code_wrong_tries" (
	"code_id" integer NOT NULL,
	"client_bucket" text NOT NULL,
	"tries" integer NOT NULL,
	CONSTRAINT "code_wrong_tries_code_id_client_bucket_pk" PRIMARY KEY("code_id","client_bucket")
);
--> statement-breakpoint
ALTER TABLE "password_failures" DROP CONSTRAINT "password_failures_pkey";--> statement-breakpoint
ALTER TABLE "password_failures" ADD COLUMN "client_bucket" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_failures" ADD CONSTRAINT "password_failures_identifier_client_bucket_pk" PRIMARY KEY("identifier","client_bucket");--> statement-breakpoint
ALTER TABLE "code_wrong_tries" ADD CONSTRAINT "code_wrong_tries_code_id_one_time_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."one_time_codes"("id") ON DELETE cascade ON UPDATE no action;