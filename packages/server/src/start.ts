import { formatNumber } from '@olive/api';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import { createServerContext, type ServerContext } from './context';
import { openDatabase } from './db';
import { lockDataDir } from './db/lock';
import { fileTransport, smtpTransport } from './outbox';
import { isEmpty, seed } from './seed';

export interface Started {
  app: FastifyInstance;
  ctx: ServerContext;
  url: string;
  stop: () => Promise<void>;
}

/**
 * Opens the database (taking the data directory's lock for PGlite), migrates, seeds an empty one
 * unless SEED=off, and listens. `stop` closes in the reverse order.
 */
export async function startServer(
  config: Config,
  options: { clock?: Clock; loadDataDir?: Blob } = {},
): Promise<Started> {
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const clock = options.clock ?? systemClock;
    const database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      poolSize: config.dbPoolSize,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const file = fileTransport(config.outboxFile, clock);
    const transport = config.smtpUrl ? await smtpTransport(config.smtpUrl, config.mailFrom, file) : file;
    const ctx = createServerContext({ config, database, clock, transport });
    if (config.seed && (await isEmpty(database))) {
      console.log(
        `デモデータを作成しています（初回のみ・契約 ${formatNumber(config.seedContracts)}件、10秒ほどかかります）…`,
      );
      const t0 = performance.now();
      await seed(database, { contracts: config.seedContracts, now: clock.now() });
      console.log(`デモデータを作成しました（${((performance.now() - t0) / 1000).toFixed(1)} 秒）`);
    }
    const app = await buildServer(ctx);
    const address = await app.listen({ host: config.host, port: config.port });
    let stopped = false;
    return {
      app,
      ctx,
      url: address,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await app.close();
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
