CREATE TABLE "code_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refusal_counts" (
	"ip" text NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"status" integer NOT NULL,
	CONSTRAINT "refusal_counts_ip_window_started_at_pk" PRIMARY KEY("ip","window_started_at")
);
