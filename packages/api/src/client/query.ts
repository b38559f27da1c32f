export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/** `statuses[]=a&statuses[]=b` for arrays (docs/product.md §7); nothing for null, undefined or ''. */
export function serializeQuery(query: Record<string, QueryValue>): string {
  const parts: string[] = [];
  const add = (key: string, value: string | number | boolean) =>
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) add(`${key}[]`, item);
    else add(key, value as string | number | boolean);
  }
  return parts.join('&');
}
