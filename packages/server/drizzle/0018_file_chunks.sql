CREATE TABLE "file_chunks" (
	"file_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_attachments_file" ON "news_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "statement_files_file" ON "statement_files" USING btree ("file_id");--> statement-breakpoint
-- Each stored file's bytes become rows of 262,144 bytes (FILE_CHUNK_BYTES in files/storage.ts), an
-- empty file none (docs/adr/0150-file-bytes-in-bounded-chunks.md).
INSERT INTO "file_chunks" ("file_id", "seq", "bytes")
SELECT f."id", g.seq, substring(f."content" from g.seq * 262144 + 1 for 262144)
FROM "files" f
CROSS JOIN LATERAL generate_series(0, (length(f."content") + 262143) / 262144 - 1) AS g(seq);--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "content";