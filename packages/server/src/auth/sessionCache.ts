import type { UserRow } from '../accounts/users';

/** What a session lookup yields: the session's times, its user, and the user's agency as the guard needs it. */
export interface SessionRecord {
  user: UserRow;
  lastSeenAt: number;
  expiresAt: number;
  agency: AgencyRecord | null;
}

/** An agency as the guard and GET /api/me need it: its name and its recruiter IP allow-list. */
export interface AgencyRecord {
  code: string;
  name: string | null;
  ips: string[];
}

interface Entry<T> {
  value: T;
  /** When the database read that produced it began (monotonic ms): the entry's age counts from there. */
  readAt: number;
}

/** The longest a cached session may be served: the documented propagation time (docs/adr/0027-session-cache-with-listen-notify.md). */
export const SESSION_CACHE_MAX_MS = 2000;

/**
 * A short-lived in-process cache of sessions (with their user and the user's agency: name and IP
 * allow-list), **for GET requests only**: writes always read the database (plugins/guard,
 * auth/sessions). An entry lives at most `ttlMs` (≤ 2 s) from the moment its database read
 * began, and is dropped earlier when the database says it changed:
 *
 * - on the instance that made a change, before the answer leaves (the request transaction reads the
 *   changed keys back from the triggers of migration 0002, plugins/requestTx);
 * - on every instance, when the NOTIFY of that change arrives (db/notify).
 *
 * A read that began before an invalidation is not stored after it (the generation check), so an
 * entry never outlives a change it could not have seen. While the notification channel is down the
 * cache is off (every request reads the database) and it starts empty when the channel is back.
 */
export class SessionCache {
  private readonly sessions = new Map<string, Entry<SessionRecord>>();
  /** Agencies a call names (their existence, for the guard): null when there is no such agency. */
  private readonly agencies = new Map<string, Entry<AgencyRecord | null>>();
  private generation = 0;
  private enabled: boolean;

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
    enabled = true,
  ) {
    this.enabled = enabled && ttlMs > 0;
  }

  /** The generation a read starts in; pass it back to `set`, which stores only if nothing changed since. */
  begin(): { generation: number; at: number } {
    return { generation: this.generation, at: this.now() };
  }

  get(idHash: string): SessionRecord | null {
    if (!this.enabled) return null;
    const entry = this.sessions.get(idHash);
    if (!entry) return null;
    if (this.now() - entry.readAt >= this.ttlMs) {
      this.sessions.delete(idHash);
      return null;
    }
    return entry.value;
  }

  set(idHash: string, value: SessionRecord, started: { generation: number; at: number }): void {
    if (!this.enabled || started.generation !== this.generation) return;
    if (this.sessions.size > 50_000) this.sweep();
    this.sessions.set(idHash, { value, readAt: started.at });
  }

  getAgency(code: string): AgencyRecord | null | undefined {
    if (!this.enabled) return undefined;
    const entry = this.agencies.get(code);
    if (!entry) return undefined;
    if (this.now() - entry.readAt >= this.ttlMs) {
      this.agencies.delete(code);
      return undefined;
    }
    return entry.value;
  }

  setAgency(code: string, value: AgencyRecord | null, started: { generation: number; at: number }): void {
    if (!this.enabled || started.generation !== this.generation) return;
    if (this.agencies.size > 10_000) this.agencies.clear();
    this.agencies.set(code, { value, readAt: started.at });
  }

  /** Drops what the keys name: `s:<session id hash>`, `u:<user id>`, `a:<agency code>`, or `*` (all). */
  invalidate(keys: Iterable<string>): void {
    let any = false;
    for (const key of keys) {
      if (!key) continue;
      any = true;
      this.drop(key);
    }
    if (any) this.generation++;
  }

  /** Drops what one key names; an unknown kind (or `*`) drops everything. */
  private drop(key: string): void {
    const kind = key.slice(0, 2);
    const id = key.slice(2);
    if (kind === 's:') {
      this.sessions.delete(id);
    } else if (kind === 'u:') {
      this.dropSessions((entry) => String(entry.value.user.id) === id);
    } else if (kind === 'a:') {
      this.agencies.delete(id);
      this.dropSessions((entry) => entry.value.agency?.code === id);
    } else {
      this.sessions.clear();
      this.agencies.clear();
    }
  }

  private dropSessions(matches: (entry: Entry<SessionRecord>) => boolean): void {
    for (const [hash, entry] of this.sessions) if (matches(entry)) this.sessions.delete(hash);
  }

  /** The key list a transaction read back from `olive.cache_keys` ('s:… u:… ' or '* '). */
  invalidateList(list: string | null | undefined): void {
    if (list) this.invalidate(list.split(' '));
  }

  /** Off (and empty) while invalidations cannot be heard; on again, empty, when they can. */
  setEnabled(enabled: boolean): void {
    this.sessions.clear();
    this.agencies.clear();
    this.generation++;
    this.enabled = enabled && this.ttlMs > 0;
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  get size(): number {
    return this.sessions.size;
  }

  private sweep(): void {
    const now = this.now();
    for (const [hash, entry] of this.sessions) if (now - entry.readAt >= this.ttlMs) this.sessions.delete(hash);
  }
}
