import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../config';
import * as schema from './schema';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (both drivers). */
  exec: (sql: string) => Promise<void>;
  close: () => Promise<void>;
  /** The embedded instance, for dumps in tests. */
  pglite?: PGlite;
}

const migrationsFolder = path.join(serverRoot, 'drizzle');

// int8 (bigint, count(*)) arrives as text from node-postgres; the schema keeps ids in int range.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** Opens PGlite in `dataDir/pgdata`, or PostgreSQL at `databaseUrl`, and applies the migrations. */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    await migrateNodePg(db as never, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  const dir = path.join(options.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({
    dataDir: dir,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
    pglite: client,
  };
}

export { schema };
