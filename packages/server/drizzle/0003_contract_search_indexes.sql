CREATE TABLE "agency_contract_counts" (
	"agency_code" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "contracts_agency_id";--> statement-breakpoint
DROP INDEX "contracts_agency_status";--> statement-breakpoint
ALTER TABLE "agency_contract_counts" ADD CONSTRAINT "agency_contract_counts_agency_code_agencies_code_fk" FOREIGN KEY ("agency_code") REFERENCES "public"."agencies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_agency_id_filters" ON "contracts" USING btree ("agency_code","id","status","hikisari_status","first_contract_date","first_payment_date");--> statement-breakpoint
CREATE INDEX "contracts_agency_status_contract_date" ON "contracts" USING btree ("agency_code","status","first_contract_date");--> statement-breakpoint
CREATE INDEX "contracts_search_grams" ON "contracts" USING gin (olive_search_grams("search_text"));--> statement-breakpoint
-- The per-agency counter (olive_count_contracts, migration 0001): statement triggers with
-- transition tables, so a 1,000-row insert updates each agency's counter once, not 1,000 times.
CREATE TRIGGER contracts_count_insert AFTER INSERT ON contracts
  REFERENCING NEW TABLE AS olive_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contracts();--> statement-breakpoint
CREATE TRIGGER contracts_count_delete AFTER DELETE ON contracts
  REFERENCING OLD TABLE AS olive_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contracts();--> statement-breakpoint
CREATE TRIGGER contracts_count_update AFTER UPDATE ON contracts
  REFERENCING OLD TABLE AS olive_old_rows NEW TABLE AS olive_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contracts();--> statement-breakpoint
CREATE TRIGGER contracts_count_truncate AFTER TRUNCATE ON contracts
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contracts();--> statement-breakpoint
INSERT INTO agency_contract_counts (agency_code, total)
  SELECT agency_code, count(*) FROM contracts GROUP BY agency_code;
