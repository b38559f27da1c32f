import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the triggers of migration 0002 notify on (sessions, users, agencies, agency IPs). */
export const CACHE_CHANNEL = 'olive_session_cache';

export interface Listener {
  /** Stops listening and closes the connection. */
  close: () => Promise<void>;
}

export interface ListenHandlers {
  /** One notification's payload. */
  onMessage: (payload: string) => void;
  /** The channel is up (listening) or down (notifications may be missed until it is up again). */
  onState: (up: boolean) => void;
}

/**
 * LISTEN on PostgreSQL over a dedicated connection (outside the pool). When the connection fails,
 * `onState(false)` at once (the session cache switches itself off: it cannot hear changes), then a
 * new connection every `retryMs`; `onState(true)` only after LISTEN has succeeded on it.
 */
export function listenPostgres(
  databaseUrl: string,
  channel: string,
  handlers: ListenHandlers,
  retryMs = 500,
): Listener {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl, application_name: 'olive-cache-listener' });
    client = c;
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      handlers.onState(false);
      c.end().catch(() => {});
      if (client === c) client = null;
      retry();
    };
    c.on('error', fail);
    c.on('end', fail);
    c.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '*');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (stopped) {
        await c.end();
        return;
      }
      handlers.onState(true);
    } catch {
      fail();
    }
  };

  void connect();
  return {
    close: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      c?.removeAllListeners('end');
      c?.removeAllListeners('error');
      c?.on('error', () => {});
      await c?.end().catch(() => {});
    },
  };
}

/**
 * LISTEN inside PGlite: the process owns the database, so every change is made here and PGlite
 * calls back (as a microtask, while it reads the statement's result) before the statement that
 * committed the change has returned to its caller. Invalidation is exact.
 */
export async function listenPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<Listener> {
  const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload || '*'));
  handlers.onState(true);
  return {
    close: async () => {
      if (!client.closed) await unlisten();
    },
  };
}
