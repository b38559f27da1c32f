/**
 * Records the page stories' API answers from the real server, so the mocked pages show data the
 * server really sends (and that the client's schemas accept). Run after a change to the API:
 *   pnpm --filter @olive/e2e exec tsx recordFixtures.ts
 * It seeds a temporary database with the clock fixed at 2026-11-20 10:00 (Japan), signs in as the
 * demo super admin and writes one JSON file per answer to packages/app/src/stories/fixtures.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCookieClient } from '@olive/api/testing';
import { DEMO_PASSWORD, loadConfig, startServer } from '@olive/server';
import { ManualClock } from '../packages/server/src/services/clock';

const here = path.join(import.meta.dirname, '../packages/app/src/stories/fixtures');
const dataDir = mkdtempSync(path.join(tmpdir(), 'olive-fixtures-'));
const clock = new ManualClock(new Date('2026-11-20T01:00:00Z'));
const server = await startServer(
  loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', SEED_CONTRACTS: '400', APP_DIST: dataDir }),
  { clock },
);
const { api, fetch } = createCookieClient(server.url);
const signedIn = await api.auth.login({ email: 'super@demo.olive.test', password: DEMO_PASSWORD });
if (!signedIn.ok) throw new Error('sign-in failed');

const saved: Record<string, { data: Array<{ id: number }> }> = {};
// In order: a later URL may use an id from an earlier answer.
const answers: Array<[string, () => string]> = [
  ['me', () => '/api/me'],
  ['agencies', () => '/api/agencies'],
  ['statuses', () => '/api/statuses'],
  ['contracts', () => '/api/contracts?agencyCode=A0001&page=1'],
  ['contract', () => `/api/contracts/${saved.contracts?.data[0]?.id}?agencyCode=A0001`],
  ['news', () => '/api/news?isAll=false&agencyCode=A0001&page=1'],
  ['newsItem', () => `/api/news/${saved.news?.data[0]?.id}`],
  ['fees', () => '/api/commissions/confirmExistence?agencyCode=A0001&year=2026&month=10'],
  ['manuals', () => '/api/manual'],
  ['oliveUsers', () => '/api/olive-users?page=1'],
  ['recruiters', () => '/api/recruiters?page=1'],
  ['actionLogs', () => '/api/action-logs?page=1'],
  ['actionLogUsers', () => '/api/action-logs/actionLogUsers'],
  ['actionLogActions', () => '/api/action-logs/actions'],
  ['agencyIps', () => '/api/agency-ips?agencyCode=A0001&page=1'],
];
for (const [name, urlOf] of answers) {
  const url = urlOf();
  const r = await fetch(`${server.url}${url}`, { headers: { accept: 'application/json' } });
  if (r.status !== 200) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  const body = await r.json();
  saved[name] = body;
  writeFileSync(path.join(here, `${name}.json`), `${JSON.stringify(body, null, 2)}\n`);
  console.log(`${name}.json ← ${url}`);
}
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
