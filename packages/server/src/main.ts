import { type Config, ConfigError, loadConfig } from './config';
import { startServer } from './start';

const t0 = performance.now();
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
const started = await startServer(config).catch((error: Error) => {
  console.error(`\n${error.message}\n`);
  process.exit(1);
});
started.app.log.info(
  { url: started.url, database: started.ctx.database.kind, startupMs: Math.round(performance.now() - t0) },
  `オリーブ代理店ポータル: ${started.url}`,
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    started.app.log.info({ signal }, 'shutting down');
    started
      .stop()
      .then(() => process.exit(0))
      .catch((error) => {
        console.error(error);
        process.exit(1);
      });
  });
}
