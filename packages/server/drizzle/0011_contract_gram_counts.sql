CREATE TABLE "agency_contract_gram_counts" (
	"agency_code" text NOT NULL,
	"gram" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "agency_contract_gram_counts_agency_code_gram_pk" PRIMARY KEY("agency_code","gram")
);
--> statement-breakpoint
ALTER TABLE "agency_contract_gram_counts" ADD CONSTRAINT "agency_contract_gram_counts_agency_code_agencies_code_fk" FOREIGN KEY ("agency_code") REFERENCES "public"."agencies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Contracts per agency and gram, for the exact total of a one- or two-character keyword
-- (佐藤, 鈴木: the surnames users type most) without counting through the GIN index. A contract
-- holds the word exactly when its folded text holds the word's gram: the unigram of a one-character
-- word, the bigram of a two-character one (olive_search_grams has every bigram, both parities).
--
-- olive_contract_grams: a contract's grams, each once (a name is stored with and without its
-- spaces, so most grams come twice), without those that span the U+0001 between the stored parts:
-- keyword words never hold a control character (services/search.ts), so no query asks for them.
CREATE FUNCTION olive_contract_grams(t text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT DISTINCT g FROM unnest(public.olive_search_grams(t)) AS g WHERE strpos(g, chr(1)) = 0 $$;--> statement-breakpoint
-- Kept as agency_contract_counts is (migration 0001): statement triggers with transition tables, one
-- counter change per statement, agency and gram, in the statement's transaction. Only the search
-- texts a statement adds or removes count: an UPDATE of a status (the hozen calls) leaves every
-- (agency, search text) pair as it was, and EXCEPT ALL cancels them out before any gram is cut.
-- The counters are changed in (agency, gram) order, so two statements that touch the same counters
-- take their locks in the same order and do not deadlock.
CREATE FUNCTION olive_count_contract_grams() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agency_contract_gram_counts AS c (agency_code, gram, total)
      SELECT r.agency_code, g.gram, count(*) FROM olive_new_rows AS r,
        LATERAL public.olive_contract_grams(r.search_text) AS g(gram)
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (agency_code, gram) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO agency_contract_gram_counts AS c (agency_code, gram, total)
      SELECT r.agency_code, g.gram, -count(*) FROM olive_old_rows AS r,
        LATERAL public.olive_contract_grams(r.search_text) AS g(gram)
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (agency_code, gram) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO agency_contract_gram_counts AS c (agency_code, gram, total)
      SELECT r.agency_code, g.gram, sum(r.n) FROM (
        SELECT agency_code, search_text, 1 AS n FROM (
          SELECT agency_code, search_text FROM olive_new_rows
          EXCEPT ALL SELECT agency_code, search_text FROM olive_old_rows
        ) AS added
        UNION ALL
        SELECT agency_code, search_text, -1 FROM (
          SELECT agency_code, search_text FROM olive_old_rows
          EXCEPT ALL SELECT agency_code, search_text FROM olive_new_rows
        ) AS removed
      ) AS r, LATERAL public.olive_contract_grams(r.search_text) AS g(gram)
      GROUP BY 1, 2 HAVING sum(r.n) <> 0 ORDER BY 1, 2
      ON CONFLICT (agency_code, gram) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    DELETE FROM agency_contract_gram_counts;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER contracts_gram_count_insert AFTER INSERT ON contracts
  REFERENCING NEW TABLE AS olive_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contract_grams();--> statement-breakpoint
CREATE TRIGGER contracts_gram_count_delete AFTER DELETE ON contracts
  REFERENCING OLD TABLE AS olive_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contract_grams();--> statement-breakpoint
CREATE TRIGGER contracts_gram_count_update AFTER UPDATE ON contracts
  REFERENCING OLD TABLE AS olive_old_rows NEW TABLE AS olive_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contract_grams();--> statement-breakpoint
CREATE TRIGGER contracts_gram_count_truncate AFTER TRUNCATE ON contracts
  FOR EACH STATEMENT EXECUTE FUNCTION olive_count_contract_grams();--> statement-breakpoint
INSERT INTO agency_contract_gram_counts (agency_code, gram, total)
  SELECT r.agency_code, g.gram, count(*) FROM contracts AS r,
    LATERAL olive_contract_grams(r.search_text) AS g(gram)
  GROUP BY 1, 2;
