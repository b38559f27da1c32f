CREATE TABLE "agency_contract_state_counts" (
	"agency_code" text NOT NULL,
	"status" text NOT NULL,
	"hikisari_status" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "agency_contract_state_counts_agency_code_status_hikisari_status_pk" PRIMARY KEY("agency_code","status","hikisari_status")
);
--> statement-breakpoint
ALTER TABLE "agency_contract_state_counts" ADD CONSTRAINT "agency_contract_state_counts_agency_code_agencies_code_fk" FOREIGN KEY ("agency_code") REFERENCES "public"."agencies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Contracts per agency, status and hikisari status, for the home's counts. Kept as
-- agency_contract_counts is (migration 0003): statement triggers with transition tables, one
-- counter change per statement and (agency, status, hikisari), in the statement's transaction.
CREATE FUNCTION olive_count_contract_states() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agency_contract_state_counts AS c (agency_code, status, hikisari_status, total)
      SELECT agency_code, status, hikisari_status, count(*) FROM olive_new_rows
      GROUP BY agency_code, status, hikisari_status
      ON CONFLICT (agency_code, status, hikisari_status) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE agency_contract_state_counts AS c SET total = c.total - d.n
      FROM (
        SELECT agency_code, status, hikisari_status, count(*) AS n FROM olive_old_rows
        GROUP BY agency_code, status, hikisari_status
      ) AS d
      WHERE c.agency_code = d.agency_code AND c.status = d.status AND c.hikisari_status = d.hikisari_status;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO agency_contract_state_counts AS c (agency_code, status, hikisari_status, total)
      SELECT agency_code, status, hikisari_status, sum(n) FROM (
        SELECT agency_code, status, hikisari_status, count(*) AS n FROM olive_new_rows
        GROUP BY agency_code, status, hikisari_status
        UNION ALL
        SELECT agency_code, status, hikisari_status, -count(*) FROM olive_old_rows
        GROUP BY agency_code, status, hikisari_status
      ) AS moved
      GROUP BY agency_code, status, hikisari_status HAVING sum(n) <> 0
      ON CONFLICT (agency_code, status, hikisari_status) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    DELETE FROM agency_contract_state_counts;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER contracts_state_count_insert AFTER INSERT ON contracts
  REFERENCING NEW TABLE AS olive_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contract_states();--> statement-breakpoint
CREATE TRIGGER contracts_state_count_delete AFTER DELETE ON contracts
  REFERENCING OLD TABLE AS olive_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contract_states();--> statement-breakpoint
CREATE TRIGGER contracts_state_count_update AFTER UPDATE ON contracts
  REFERENCING OLD TABLE AS olive_old_rows NEW TABLE AS olive_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contract_states();--> statement-breakpoint
CREATE TRIGGER contracts_state_count_truncate AFTER TRUNCATE ON contracts
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contract_states();--> statement-breakpoint
INSERT INTO agency_contract_state_counts (agency_code, status, hikisari_status, total)
  SELECT agency_code, status, hikisari_status, count(*) FROM contracts GROUP BY agency_code, status, hikisari_status;
