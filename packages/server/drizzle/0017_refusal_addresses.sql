CREATE TABLE "refusal_addresses" (
	"ip" text PRIMARY KEY NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone,
	"count" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"own" integer DEFAULT 0 NOT NULL,
	"own_row" boolean DEFAULT false NOT NULL,
	"pooled" boolean DEFAULT false NOT NULL,
	"minute_started_at" timestamp with time zone NOT NULL,
	"minute_count" integer DEFAULT 0 NOT NULL,
	"forget_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Counts still waiting in the per-minute table are carried over, so none is lost: a window held its
-- first 5 refusals as rows of their own (REFUSAL_ROWS_PER_MINUTE's default) and the rest as its count.
INSERT INTO "refusal_addresses" ("ip", "level", "window_ends_at", "count", "status", "own", "minute_started_at", "minute_count", "forget_at")
SELECT "ip", 0, max("window_started_at") + interval '1 minute', sum(greatest("count" - 5, 0))::int, max("status"), 5,
	max("window_started_at"), 0, max("window_started_at") + interval '1 day'
FROM "refusal_counts" GROUP BY "ip" HAVING sum(greatest("count" - 5, 0)) > 0;--> statement-breakpoint
DROP TABLE "refusal_counts" CASCADE;--> statement-breakpoint
CREATE INDEX "refusal_addresses_window_ends_at" ON "refusal_addresses" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "refusal_addresses_forget_at" ON "refusal_addresses" USING btree ("forget_at");