import type { Config } from './config';
import type { Database, Db } from './db';
import type { Clock } from './services/clock';
import type { Transport } from './services/outbox';

/** What every route and service needs: settings, the database, the clock and the outbox. */
export interface ServerContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  transport: Transport;
}
