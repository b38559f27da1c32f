CREATE TABLE "agency_gram_counts" (
	"agency_code" text NOT NULL,
	"gram" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "agency_gram_counts_agency_code_gram_pk" PRIMARY KEY("agency_code","gram")
);
--> statement-breakpoint
ALTER TABLE "agency_gram_counts" ADD CONSTRAINT "agency_gram_counts_agency_code_agencies_code_fk" FOREIGN KEY ("agency_code") REFERENCES "public"."agencies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Contracts per agency and gram, for the exact total of a lone keyword word of up to three
-- characters (佐藤, 林, さとう: the words users type most) without counting its rows through the
-- GIN index, which reads a table page per match (docs/adr/0193-short-keyword-totals-from-gram-counters.md).
-- A word of n characters is in a contract's folded text exactly when it is one of the text's
-- n-grams, so the gram's counter is the word's count. The grams: the unigrams and bigrams of
-- olive_search_grams and the trigrams from each of the first three characters, each once per
-- text, without those that hold the U+0001 between the stored parts or a name's space (a keyword
-- word holds neither: contracts/search.ts keywordWord).
--
-- The state counters' function (migration 0008) now keeps both counters from one set of moved rows
-- (+1 for each new row, -1 for each old one, in the statement's transaction), so the same four
-- triggers serve. Only the search texts a statement adds or removes are cut into grams: an UPDATE
-- of a status (the hozen calls) sums each (agency, text) to 0 first. Counters are changed in key
-- order, so two statements that touch the same counters take their locks in the same order. Rows of
-- an agency deleted in the same statement (its ON DELETE CASCADE) change no counter.
CREATE OR REPLACE FUNCTION olive_count_contract_states() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM agency_contract_state_counts;
    DELETE FROM agency_gram_counts;
    RETURN NULL;
  END IF;
  EXECUTE 'WITH moved AS (SELECT * FROM (' || CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT *, 1 AS n FROM olive_new_rows'
      WHEN 'DELETE' THEN 'SELECT *, -1 AS n FROM olive_old_rows'
      ELSE 'SELECT *, 1 AS n FROM olive_new_rows UNION ALL SELECT *, -1 FROM olive_old_rows'
    END || $q$) AS r WHERE agency_code IN (SELECT code FROM agencies)), states AS (
      INSERT INTO agency_contract_state_counts AS c (agency_code, status, hikisari_status, total)
        SELECT agency_code, status, hikisari_status, sum(n) FROM moved
        GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
        ON CONFLICT (agency_code, status, hikisari_status) DO UPDATE SET total = c.total + excluded.total
    ), texts AS (
      SELECT agency_code, search_text AS t, sum(n) AS n FROM moved GROUP BY 1, 2 HAVING sum(n) <> 0
    )
    INSERT INTO agency_gram_counts AS c (agency_code, gram, total)
      SELECT agency_code, g, sum(n) FROM texts, LATERAL (
        SELECT unnest(public.olive_search_grams(t)) AS g
        UNION SELECT unnest(string_to_array(regexp_replace(substr(t, k), '(...)', '\1' || chr(2), 'g'), chr(2)))
        FROM generate_series(1, 3) AS k
      ) AS grams WHERE g <> '' AND strpos(g, chr(1)) = 0 AND strpos(g, ' ') = 0
      GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
      ON CONFLICT (agency_code, gram) DO UPDATE SET total = c.total + excluded.total$q$;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The contracts already stored, their grams cut as the function above cuts them.
INSERT INTO agency_gram_counts (agency_code, gram, total)
  SELECT agency_code, g, count(*) FROM contracts, LATERAL (
    SELECT unnest(olive_search_grams(search_text)) AS g
    UNION SELECT unnest(string_to_array(regexp_replace(substr(search_text, k), '(...)', '\1' || chr(2), 'g'), chr(2)))
    FROM generate_series(1, 3) AS k
  ) AS grams WHERE g <> '' AND strpos(g, chr(1)) = 0 AND strpos(g, ' ') = 0
  GROUP BY 1, 2;
