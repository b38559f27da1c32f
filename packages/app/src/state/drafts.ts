/**
 * What a signed-in user typed into a form, kept in session storage per user and route, so that an
 * expired session loses nothing: the same user signing in again finds it on the same route. A
 * logout clears session storage, and with it every draft; a successful submit clears its own.
 */
const prefix = 'olive.draft.';

export function draftKey(userId: number, route: string): string {
  return `${prefix}${userId}.${route}`;
}

export function isDraftKey(key: string): boolean {
  return key.startsWith(prefix);
}

/** A password is never written down, whatever the field is called around it. */
export function draftValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !/password/i.test(name)));
}

export function saveDraft(key: string, values: Record<string, unknown>): void {
  const kept = draftValues(values);
  if (Object.keys(kept).length === 0) sessionStorage.removeItem(key);
  else sessionStorage.setItem(key, JSON.stringify(kept));
}

export function loadDraft(key: string): Record<string, unknown> | null {
  const text = sessionStorage.getItem(key);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? draftValues(value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  sessionStorage.removeItem(key);
}

/** The drafts in session storage, to put back after a reset that must keep them (a lost session). */
export function takeDrafts(): Array<[string, string]> {
  const kept: Array<[string, string]> = [];
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i);
    const value = key && isDraftKey(key) ? sessionStorage.getItem(key) : null;
    if (key && value !== null) kept.push([key, value]);
  }
  return kept;
}
