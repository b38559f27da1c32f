import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { agencies } from '../db/schema';
import { seedAccounts, seedAgencies } from './accounts';
import { seedBusinessData } from './business';
import { createRandom } from './random';

export interface SeedOptions {
  /** How many contracts (Reference server II); 5,000 by default. */
  contracts: number;
  now?: Date;
}

export async function isEmpty(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(agencies);
  return Number(row?.n ?? 0) === 0;
}

/** Empties every table (the `seed` script resets the demo). */
export async function truncateAll(database: Database): Promise<void> {
  await database.exec(`DO $$ DECLARE r record; BEGIN
    FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
      EXECUTE 'TRUNCATE TABLE ' || quote_ident(r.tablename) || ' RESTART IDENTITY CASCADE';
    END LOOP; END $$;`);
}

/** Deterministic demo data: the same seed and size give the same rows. */
export async function seed(database: Database, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const random = createRandom(20261122);
  const codes = await seedAgencies(database.db, now);
  await seedAccounts(database.db, random, codes, now);
  await seedBusinessData(database, random, codes, { contracts: options.contracts, now });
}
