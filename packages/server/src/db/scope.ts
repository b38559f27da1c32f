import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The database a request's code should use. A write request (plugins/requestTx) runs its guard
 * checks and its handler inside one transaction, and its action-log row is inserted in that same
 * transaction before COMMIT: every `ctx.db` call made on the request's behalf must land in it.
 * Routes and services keep writing `ctx.db`; `scopedDb` makes that name resolve, at each call, to
 * the transaction of the request being served (or to the pool / the PGlite instance outside one).
 */
export interface DbScope<T> {
  /** The open transaction, or null once it has ended (later calls, e.g. a stream, use the root). */
  db: T | null;
}

const storage = new AsyncLocalStorage<DbScope<unknown>>();

/** Runs `fn` (and everything it starts) with `scope` as the current request's database. */
export function runInScope<T, R>(scope: DbScope<T>, fn: () => R): R {
  return storage.run(scope as DbScope<unknown>, fn);
}

/** Whether the code running now belongs to a request with an open transaction. */
export function inRequestTransaction(): boolean {
  return (storage.getStore()?.db ?? null) !== null;
}

/**
 * A stand-in for `root` that forwards every property to the current request's transaction when
 * there is one, else to `root`. Methods are bound to whichever object they came from.
 */
export function scopedDb<T extends object>(root: T): T {
  return new Proxy(root, {
    get(target, property) {
      const current = (storage.getStore()?.db ?? target) as T;
      const value = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
