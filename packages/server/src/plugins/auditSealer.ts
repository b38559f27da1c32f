import type { FastifyInstance } from 'fastify';
import { sealActionLog } from '../audit/seal';
import type { ServerContext } from '../context';

/**
 * Seals the action log every `auditSealIntervalMs` (at most a minute) while the server
 * runs. Every instance runs the timer; the advisory lock lets one of them seal at a time, so a
 * seal is made at least every minute as long as one instance runs. A failed run is logged and
 * tried again at the next tick; closing waits for a run in progress.
 */
export function registerAuditSealer(app: FastifyInstance, ctx: ServerContext): void {
  registerFullCheck(app, ctx);
  const every = ctx.config.auditSealIntervalMs;
  if (every <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = sealActionLog(ctx.database, { now: ctx.clock.now() })
      .then((run) => {
        if (run.outcome === 'sealed') {
          ctx.auditVerifier.forget();
          app.log.debug({ seals: run.seals.length, horizon: run.horizon }, 'action log sealed');
        } else if (run.outcome === 'busy') {
          app.log.debug({ reason: run.reason }, 'action log seal deferred');
        }
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'action log seal failed');
      })
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, every);
    timer.unref();
  });
  // Before the log flusher drains (registered earlier, so its onClose runs later).
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

/**
 * The whole seal chain checked again once the server is ready and every `auditFullCheckMs` (an hour)
 * after: off the request path, in short windows with the other requests' queries let in between
 * (audit/verify `AuditVerifier.fullCheck`). A request to the log screen checks only what is new
 * since (docs/adr/0111-incremental-seal-check.md).
 */
function registerFullCheck(app: FastifyInstance, ctx: ServerContext): void {
  const every = ctx.config.auditFullCheckMs;
  if (every <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = ctx.auditVerifier
      .fullCheck()
      .then((v) => {
        if (!v.ok) app.log.error({ problem: v.problem }, 'action log seal chain broken');
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'action log full check failed');
      })
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, every);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
