/**
 * The server as a child process, for the load bench (bench/load.ts) and the crash test
 * (test/audit/durability.test.ts): the settings come from the environment as for `pnpm start`, plus
 * OLIVE_LOAD_DATA_DIR, a PGlite dump (tar) to start an empty data directory from. When it listens
 * it prints one line, `OLIVE_LISTENING <url>`, on stdout; SIGTERM stops it cleanly.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/config';
import { startServer } from '../src/start';

const dump = process.env.OLIVE_LOAD_DATA_DIR;
const started = await startServer(loadConfig(), dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {});
process.stdout.write(`OLIVE_LISTENING ${started.url}\n`);
process.once('SIGTERM', () => {
  // For the load bench: how the group commit batched the log rows of reads.
  if (process.env.OLIVE_PRINT_LOG_STATS === '1')
    process.stderr.write(`OLIVE_LOG_STATS ${JSON.stringify(started.ctx.logFlusher.stats)}\n`);
  started
    .stop()
    .then(() => process.exit(0))
    .catch(() => process.exit(1));
});
