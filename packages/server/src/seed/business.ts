import type { Database } from '../db';
import { seedContracts, vacuumContracts } from './contracts';
import { seedNews } from './news';
import type { Random } from './random';
import { seedStatements } from './statements';

/** The business data of the demo, by domain: contracts, statements, news (seed/contracts.ts …). */
export async function seedBusinessData(
  database: Database,
  random: Random,
  agencyCodes: string[],
  options: { contracts: number; now: Date },
): Promise<void> {
  await seedContracts(database.db, random, agencyCodes, options.contracts, options.now);
  // A bulk import: PGlite has no autovacuum, so without this the new rows have no statistics, no
  // visibility map (index-only scans visit the heap) and the GIN index keeps its pending list.
  await vacuumContracts(database);
  await seedStatements(database.db, random, agencyCodes, options.now);
  await seedNews(database.db, options.now);
}
