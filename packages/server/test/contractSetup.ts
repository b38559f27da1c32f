import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, inject } from 'vitest';
import { answered, cost, violations } from './contract';

// A test whose requests got an answer the document does not declare fails, naming the operation.
afterEach(() => {
  if (violations.length === 0) return;
  const found = violations.splice(0);
  throw new Error(`answers outside the OpenAPI document (packages/server/test/contract.ts):\n${found.join('\n')}`);
});

// The operations this file's requests reached, for the run's summary (globalSetup.ts), and the
// worker's totals so far (files share it, so the summary keeps each worker's last line).
afterAll(() => {
  const dir = inject('contractDir');
  if (!dir || answered.size === 0) return;
  const lines = [...answered, `#cost ${cost.answers} ${cost.ms.toFixed(1)}`];
  appendFileSync(path.join(dir, `answered-${process.pid}.txt`), `${lines.join('\n')}\n`);
});
