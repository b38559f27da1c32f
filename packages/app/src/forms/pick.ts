/** The errors of some fields only (a schema that also checks values the form does not show). */
export function pick<T extends Record<string, unknown>>(errors: T, fields: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => fields.includes(k))) as Partial<T>;
}
