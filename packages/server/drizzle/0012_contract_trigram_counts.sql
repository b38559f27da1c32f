-- The exact total of a lone three-character keyword word (さとう, すずき, たなか, いとう: most
-- kana surnames, and 佐々木) from agency_contract_gram_counts too, as migration 0011 gave the one- and
-- two-character words theirs, instead of a count through the GIN index and a LIKE recheck of every
-- row that holds the word (2,484 rows for サトウ in the bench's 100,000 contracts: 5–7 ms; the
-- counter is one primary-key read). A word of three characters is in a contract's folded text
-- exactly when it is one of the text's trigrams, so the trigram's counter is the word's count.
--
-- olive_triples: a text whose length is a multiple of three cut into its consecutive triples
-- ('abcdef' -> abc, def), as olive_pairs cuts pairs (chr(2) only marks the cuts).
-- olive_trigrams: every trigram of a text (overlapping): the triples from the first, the second and
-- the third character ('abcde' -> abc, bcd, cde).
CREATE FUNCTION olive_triples(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT array_remove(string_to_array(regexp_replace(t, '(...)', '\1' || chr(2), 'g'), chr(2)), '') $$;--> statement-breakpoint
CREATE FUNCTION olive_trigrams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT public.olive_triples(left(t, char_length(t) / 3 * 3))
    || public.olive_triples(left(substr(t, 2), greatest(char_length(t) - 1, 0) / 3 * 3))
    || public.olive_triples(left(substr(t, 3), greatest(char_length(t) - 2, 0) / 3 * 3))
$$;--> statement-breakpoint
-- A contract's trigrams, each once, without those no keyword word can hold: a word never holds a
-- space or a control character (services/search.ts keywordWords splits on them), so a trigram that
-- spans a name's space or the U+0001 between the stored parts is never asked for.
CREATE FUNCTION olive_contract_trigrams(t text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT DISTINCT g FROM unnest(public.olive_trigrams(t)) AS g
  WHERE char_length(g) = 3 AND strpos(g, chr(1)) = 0 AND strpos(g, ' ') = 0
$$;--> statement-breakpoint
-- The counters' grams (migration 0011's triggers count what this returns): the unigrams and bigrams
-- as before, and now the trigrams.
CREATE OR REPLACE FUNCTION olive_contract_grams(t text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT g FROM unnest(public.olive_search_grams(t)) AS g WHERE strpos(g, chr(1)) = 0
  UNION
  SELECT g FROM public.olive_contract_trigrams(t) AS g
$$;--> statement-breakpoint
-- The contracts already stored: their trigrams counted once (the unigram and bigram counters are
-- already right, and the triggers count all three from here on).
INSERT INTO agency_contract_gram_counts (agency_code, gram, total)
  SELECT r.agency_code, g.gram, count(*) FROM contracts AS r,
    LATERAL olive_contract_trigrams(r.search_text) AS g(gram)
  GROUP BY 1, 2;
