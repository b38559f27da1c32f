import { normaliseForSearch } from '@olive/api';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** The contract's searchable text: names with and without their space, so 山田太郎 finds 山田 太郎. */
export function contractSearchText(parts: {
  managementNumber: string;
  policyholderName: string;
  policyholderKana: string;
  recruiterName: string;
}): string {
  const names = [parts.policyholderName, parts.policyholderKana, parts.recruiterName];
  return normaliseForSearch(
    [parts.managementNumber, ...names, ...names.map((n) => n.replace(/\s+/g, ''))].join('\u0001'),
  );
}

/**
 * What a keyword is looked for as: the folded keyword without its spaces (of either width) and
 * control characters, one word, or none (null). A name is found typed with or without the space between
 * its family and given names (佐藤 美咲, 佐藤　美咲 and 佐藤美咲 find the same contracts: the stored
 * text holds every name without its spaces too), and a space never lets the two halves of a name
 * match two different people (佐藤 美咲 is not the contract of 石川 美咲 sold by 佐藤 大輔;
 * docs/adr/0050-contract-list-read-path.md). Control characters are dropped as well: the stored text joins its parts with
 * one (U+0001), the index's grams are cut with another (olive_bigrams, migration 0001), and
 * PostgreSQL refuses U+0000.
 */
export function keywordWord(keyword: string | undefined): string | null {
  const word = normaliseForSearch(keyword ?? '').replace(/[\s\p{Cc}]+/gu, '');
  return word === '' ? null : word;
}

export function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One folded word of the keyword, answered from the GIN index `contracts_search_grams`: the rows
 * whose folded text holds every bigram of the word (one character: the character), rechecked with
 * LIKE on the folded text so the word is there in one piece. The expression must stay exactly the
 * index's (`olive_search_grams(search_text)`) for the planner to use it.
 */
export function keywordCondition(searchText: SQLWrapper, word: string): SQL {
  return sql`(olive_search_grams(${searchText}) @> olive_query_grams(${word}::text) and ${searchText} like ${likePattern(word)})`;
}
