DROP TABLE "agency_contract_counts" CASCADE;--> statement-breakpoint
DROP TABLE "agency_contract_gram_counts" CASCADE;--> statement-breakpoint
DROP TABLE "agency_contract_month_counts" CASCADE;--> statement-breakpoint
-- The contract list's one read path (docs/adr/0050-contract-list-read-path.md): the agency's total is
-- the sum of its state counters (migration 0008, which the home's counts need too), and every other
-- total a count capped at 10,001 rows, so the agency, gram and month counters go with the triggers
-- that kept them and the functions only those triggers called. The GIN index's functions
-- (olive_pairs, olive_bigrams, olive_search_grams, olive_query_grams) and the state counters stay.
DROP TRIGGER contracts_count_insert ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_count_delete ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_count_update ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_count_truncate ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_gram_count_insert ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_gram_count_delete ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_gram_count_update ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_gram_count_truncate ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_month_count_insert ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_month_count_delete ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_month_count_update ON contracts;--> statement-breakpoint
DROP TRIGGER contracts_month_count_truncate ON contracts;--> statement-breakpoint
DROP FUNCTION olive_count_contracts();--> statement-breakpoint
DROP FUNCTION olive_count_contract_grams();--> statement-breakpoint
DROP FUNCTION olive_contract_grams(text);--> statement-breakpoint
DROP FUNCTION olive_contract_trigrams(text);--> statement-breakpoint
DROP FUNCTION olive_trigrams(text);--> statement-breakpoint
DROP FUNCTION olive_triples(text);--> statement-breakpoint
DROP FUNCTION olive_count_contract_months();--> statement-breakpoint
DROP FUNCTION olive_tokyo_month(timestamptz);
