import { loadConfig } from './config';
import { openDatabase } from './db';
import { lockDataDir } from './db/lock';
import { seed, truncateAll } from './seed';

/** `pnpm --filter @olive/server seed [--contracts N]`: resets the database to the demo data. */
const args = process.argv.slice(2);
const at = args.indexOf('--contracts');
const config = loadConfig();
const contracts = at >= 0 ? Number(args[at + 1]) : config.seedContracts;
if (!Number.isInteger(contracts) || contracts < 0) {
  console.error('--contracts takes a whole number');
  process.exit(2);
}
const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const t0 = performance.now();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
await truncateAll(database);
await seed(database, { contracts });
await database.close();
unlock();
console.log(`seeded ${contracts} contracts in ${((performance.now() - t0) / 1000).toFixed(1)} s (${database.kind})`);
