-- The contract keyword search answered from an index, in core PostgreSQL (PostgreSQL 15
-- and PGlite alike: no pg_bigm, and pg_trgm cannot index the two-character names 佐藤, 鈴木).
--
-- contracts.search_text is already folded by services/search.ts (NFKC full-width/half-width,
-- hiragana to katakana, lower case, names also without their spaces), and the typed keyword is
-- folded by the same function. These functions only cut the folded text into grams, for the index
-- and for the query alike.
--
-- olive_pairs: a text of even length cut into its consecutive pairs ('abcd' -> ab, cd). chr(2) only
-- marks the cuts: the keyword's words never contain a control character (services/search.ts splits
-- on them), so no pair a query needs is lost.
-- olive_bigrams: every bigram of a text (overlapping): the pairs from the first character and the
-- pairs from the second ('abcde' -> ab, cd, bc, de). Builtins only, IMMUTABLE and inlinable, so a
-- constant keyword folds to a constant array the planner can estimate.
-- References between these functions name their schema: PostgreSQL 17 and later (PGlite) run an
-- index expression with search_path = pg_catalog, pg_temp.
CREATE FUNCTION olive_pairs(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT array_remove(string_to_array(regexp_replace(t, '(..)', '\1' || chr(2), 'g'), chr(2)), '') $$;--> statement-breakpoint
CREATE FUNCTION olive_bigrams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT public.olive_pairs(left(t, char_length(t) / 2 * 2))
    || public.olive_pairs(left(substr(t, 2), (char_length(t) - 1) / 2 * 2))
$$;--> statement-breakpoint
-- What the GIN index holds for a contract: every character and every bigram of its folded text.
CREATE FUNCTION olive_search_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT string_to_array(t, NULL) || public.olive_bigrams(t) $$;--> statement-breakpoint
-- What a folded keyword word needs: its bigrams (one character: itself). A row holding them all is
-- a candidate; LIKE on the folded text then confirms the word is there in one piece.
CREATE FUNCTION olive_query_grams(w text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN char_length(w) < 2 THEN ARRAY[w] ELSE public.olive_bigrams(w) END $$;--> statement-breakpoint
-- The per-agency contract count, kept by statement triggers (migration 0003) in the transaction that
-- changes the rows: the unfiltered total of the contract list is one primary-key read.
CREATE FUNCTION olive_count_contracts() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agency_contract_counts AS c (agency_code, total)
      SELECT agency_code, count(*) FROM olive_new_rows GROUP BY agency_code
      ON CONFLICT (agency_code) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE agency_contract_counts AS c SET total = c.total - d.n
      FROM (SELECT agency_code, count(*) AS n FROM olive_old_rows GROUP BY agency_code) AS d
      WHERE c.agency_code = d.agency_code;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO agency_contract_counts AS c (agency_code, total)
      SELECT agency_code, sum(n) FROM (
        SELECT agency_code, count(*) AS n FROM olive_new_rows GROUP BY agency_code
        UNION ALL
        SELECT agency_code, -count(*) FROM olive_old_rows GROUP BY agency_code
      ) AS moved
      GROUP BY agency_code HAVING sum(n) <> 0
      ON CONFLICT (agency_code) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    DELETE FROM agency_contract_counts;
  END IF;
  RETURN NULL;
END
$$;
