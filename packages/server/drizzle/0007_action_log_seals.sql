CREATE TABLE "action_log_sealed_rows" (
	"log_id" bigint PRIMARY KEY NOT NULL,
	"row_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_log_seals" (
	"seq" integer PRIMARY KEY NOT NULL,
	"first_id" bigint NOT NULL,
	"last_id" bigint NOT NULL,
	"row_count" integer NOT NULL,
	"prev_digest" text NOT NULL,
	"digest" text NOT NULL,
	"sealed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "action_log_seals_last_id" ON "action_log_seals" USING btree ("last_id");