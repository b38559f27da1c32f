import type { ServerContext } from '../context';
import type { Db } from './index';

/**
 * Statements built once per database and shape, then only executed with new values: drizzle does
 * not build their SQL again, and on PostgreSQL each is a named statement, parsed once per
 * connection. `build` must give the same SQL text for the same shape (the text is the statement's
 * name's, and node-postgres refuses one name for two texts). They run on the pool or the PGlite
 * instance (`ctx.db`), so only reads use them, never a write route inside its transaction.
 */
export function preparedByShape<S extends string, Q>(
  build: (db: Db, shape: S) => Q,
): (ctx: ServerContext, shape: S) => Q {
  const byRoot = new WeakMap<object, Map<S, Q>>();
  return (ctx, shape) => {
    const root = ctx.db;
    let shapes = byRoot.get(root);
    if (!shapes) {
      shapes = new Map();
      byRoot.set(root, shapes);
    }
    let query = shapes.get(shape);
    if (!query) {
      query = build(root, shape);
      shapes.set(shape, query);
    }
    return query;
  };
}

/** A statement of one shape (preparedByShape with a single key). */
export function prepared<Q>(build: (db: Db) => Q): (ctx: ServerContext) => Q {
  const statement = preparedByShape<'', Q>((db) => build(db));
  return (ctx) => statement(ctx, '');
}
