CREATE TABLE "client_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"area" text,
	"message" text NOT NULL,
	"page" text NOT NULL,
	"stack" text,
	"weight" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_error_counts" (
	"hour" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "server_error_counts_hour_method_route_pk" PRIMARY KEY("hour","method","route")
);
--> statement-breakpoint
CREATE INDEX "client_errors_created_at_idx" ON "client_errors" USING btree ("created_at");