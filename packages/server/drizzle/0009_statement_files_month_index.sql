-- The upload screen's coverage grid reads every agency's statement files of 12 months in
-- one range of this index (a window of months, not the whole history; uploaded_at in it: index-only).
CREATE INDEX "statement_files_month" ON "statement_files" USING btree ("year","month","agency_code","kind","uploaded_at");
