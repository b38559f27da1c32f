import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { sweepUnlinkedFiles } from '../files/storage';

/** How often the sweep of unlinked files runs after the one at start-up. */
export const FILE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the files nothing links once they are older than a day (files/storage
 * `sweepUnlinkedFiles`): when the server is ready and every hour after, off the request path and a
 * few files per statement. A request deletes its own unlinked files when it ends; this catches those
 * a stopped process left, and replaced or deleted ones
 * (docs/adr/0151-files-written-before-the-transaction.md). A failed run is logged and tried again.
 */
export function registerFileSweep(app: FastifyInstance, ctx: ServerContext): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = sweepUnlinkedFiles(ctx.db, ctx.clock.now())
      .then((n) => {
        if (n > 0) app.log.info({ files: n }, 'unlinked files deleted');
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'sweeping unlinked files failed');
      })
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, FILE_SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
