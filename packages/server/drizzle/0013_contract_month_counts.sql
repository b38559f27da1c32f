CREATE TABLE "agency_contract_month_counts" (
	"agency_code" text NOT NULL,
	"status" text NOT NULL,
	"hikisari_status" text NOT NULL,
	"contract_month" integer NOT NULL,
	"payment_month" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "agency_contract_month_counts_agency_code_status_hikisari_status_contract_month_payment_month_pk" PRIMARY KEY("agency_code","status","hikisari_status","contract_month","payment_month")
);
--> statement-breakpoint
ALTER TABLE "agency_contract_month_counts" ADD CONSTRAINT "agency_contract_month_counts_agency_code_agencies_code_fk" FOREIGN KEY ("agency_code") REFERENCES "public"."agencies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The total of a status and date search (status + two date ranges) capped at 10,000.
-- Counting 10,001 entries of contracts_agency_status_dates took 2.3–3 ms at 100,000 contracts, most
-- of that search's time. The contracts of the months the search covers whole are a lower bound of
-- its count, read from these counters (kept like agency_contract_state_counts, migration 0008:
-- statement triggers with transition tables, in the statement's transaction); when it passes the
-- cap, the total is 「10,000件以上」 with no count of the rows.
--
-- The rows of an insert or update are counted in the order of the primary key, so that two
-- transactions changing the same cells lock them in the same order (no deadlock between them).
--
-- olive_tokyo_month: the month of a moment in Japan time as yyyymm (202501), 0 for no date.
CREATE FUNCTION olive_tokyo_month(d timestamptz) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(to_char(d AT TIME ZONE 'Asia/Tokyo', 'YYYYMM')::integer, 0) $$;--> statement-breakpoint
CREATE FUNCTION olive_count_contract_months() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agency_contract_month_counts AS c
      (agency_code, status, hikisari_status, contract_month, payment_month, total)
      SELECT agency_code, status, hikisari_status, public.olive_tokyo_month(first_contract_date),
        public.olive_tokyo_month(first_payment_date), count(*)
      FROM olive_new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (agency_code, status, hikisari_status, contract_month, payment_month)
      DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE agency_contract_month_counts AS c SET total = c.total - d.n
      FROM (
        SELECT agency_code, status, hikisari_status, public.olive_tokyo_month(first_contract_date) AS contract_month,
          public.olive_tokyo_month(first_payment_date) AS payment_month, count(*) AS n
        FROM olive_old_rows GROUP BY 1, 2, 3, 4, 5
      ) AS d
      WHERE c.agency_code = d.agency_code AND c.status = d.status AND c.hikisari_status = d.hikisari_status
        AND c.contract_month = d.contract_month AND c.payment_month = d.payment_month;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO agency_contract_month_counts AS c
      (agency_code, status, hikisari_status, contract_month, payment_month, total)
      SELECT agency_code, status, hikisari_status, contract_month, payment_month, sum(n) FROM (
        SELECT agency_code, status, hikisari_status, public.olive_tokyo_month(first_contract_date) AS contract_month,
          public.olive_tokyo_month(first_payment_date) AS payment_month, count(*) AS n
        FROM olive_new_rows GROUP BY 1, 2, 3, 4, 5
        UNION ALL
        SELECT agency_code, status, hikisari_status, public.olive_tokyo_month(first_contract_date),
          public.olive_tokyo_month(first_payment_date), -count(*)
        FROM olive_old_rows GROUP BY 1, 2, 3, 4, 5
      ) AS moved
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (agency_code, status, hikisari_status, contract_month, payment_month)
      DO UPDATE SET total = c.total + excluded.total;
  ELSE
    DELETE FROM agency_contract_month_counts;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER contracts_month_count_insert AFTER INSERT ON contracts
  REFERENCING NEW TABLE AS olive_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contract_months();--> statement-breakpoint
CREATE TRIGGER contracts_month_count_delete AFTER DELETE ON contracts
  REFERENCING OLD TABLE AS olive_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contract_months();--> statement-breakpoint
CREATE TRIGGER contracts_month_count_update AFTER UPDATE ON contracts
  REFERENCING OLD TABLE AS olive_old_rows NEW TABLE AS olive_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contract_months();--> statement-breakpoint
CREATE TRIGGER contracts_month_count_truncate AFTER TRUNCATE ON contracts
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contract_months();--> statement-breakpoint
INSERT INTO agency_contract_month_counts
  (agency_code, status, hikisari_status, contract_month, payment_month, total)
  SELECT agency_code, status, hikisari_status, public.olive_tokyo_month(first_contract_date),
    public.olive_tokyo_month(first_payment_date), count(*)
  FROM contracts GROUP BY 1, 2, 3, 4, 5;
