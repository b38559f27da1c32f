/**
 * Records the page stories' API answers from the real server, so the mocked pages show data the
 * server really sends (and that the client's schemas accept). Run after a change to the API:
 *   pnpm --filter @olive/e2e exec tsx recordFixtures.ts [name…]
 * (with names, e.g. `coverage`, only those files are written; the calls before them still run).
 * It seeds a temporary database with the clock fixed at 2026-11-20 10:00 (Japan), signs in as the
 * demo super admin and writes one JSON file per answer to packages/app/src/stories/fixtures.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPath, type EndpointKey, endpoints, serializeQuery } from '@olive/api';
import { createCookieClient } from '@olive/api/testing';
import { DEMO_PASSWORD, loadConfig, startServer } from '@olive/server';
import { sealActionLog } from '../packages/server/src/audit/seal';
import { ManualClock } from '../packages/server/src/clock';

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
const firstId = (name: string) => saved[name]?.data[0]?.id ?? 0;
type Query = Parameters<typeof serializeQuery>[0];
/** In order: a later call may use an id from an earlier answer. Paths come from the endpoint table. */
const answers: Array<[string, EndpointKey, () => { params?: Record<string, number>; query?: Query }]> = [
  ['me', 'auth.me', () => ({})],
  ['agencies', 'agencies.list', () => ({})],
  ['statuses', 'contracts.statuses', () => ({})],
  ['contracts', 'contracts.list', () => ({ query: { agencyCode: 'A0001', page: 1 } })],
  ['contractSummary', 'contracts.summary', () => ({ query: { agencyCode: 'A0001' } })],
  ['contract', 'contracts.show', () => ({ params: { id: firstId('contracts') }, query: { agencyCode: 'A0001' } })],
  ['news', 'news.list', () => ({ query: { isAll: false, agencyCode: 'A0001', page: 1 } })],
  ['newsItem', 'news.show', () => ({ params: { id: firstId('news') } })],
  ['fees', 'statements.confirmExistence', () => ({ query: { agencyCode: 'A0001', year: 2026, month: 10 } })],
  ['manuals', 'manuals.list', () => ({})],
  ['oliveUsers', 'oliveUsers.list', () => ({ query: { page: 1 } })],
  ['recruiters', 'recruiters.list', () => ({ query: { page: 1 } })],
  ['actionLogs', 'actionLogs.list', () => ({ query: { page: 1 } })],
  ['actionLogUsers', 'actionLogs.users', () => ({})],
  ['actionLogActions', 'actionLogs.actions', () => ({})],
  ['actionLogSessions', 'actionLogs.sessions', () => ({ query: { page: 1 } })],
  ['actionLogSeal', 'actionLogs.seal', () => ({})],
  ['agencyIps', 'agencyIps.list', () => ({ query: { agencyCode: 'A0001', page: 1 } })],
  ['coverage', 'uploads.coverage', () => ({ query: { kind: 'campaignsSettlementsPdf' } })],
];
const only = process.argv.slice(2);
for (const [name, key, call] of answers) {
  // The seal indicator shows a sealed log: seal what the calls so far have written.
  if (key === 'actionLogs.seal') await sealActionLog(server.ctx.database, { now: clock.now() });
  const { params, query } = call();
  const qs = query ? serializeQuery(query) : '';
  const url = `${buildPath(endpoints[key].path, params)}${qs ? `?${qs}` : ''}`;
  const r = await fetch(`${server.url}${url}`, { headers: { accept: 'application/json' } });
  if (r.status !== 200) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  const body = await r.json();
  saved[name] = body;
  if (only.length > 0 && !only.includes(name)) continue;
  writeFileSync(path.join(here, `${name}.json`), `${JSON.stringify(body, null, 2)}\n`);
  console.log(`${name}.json ← ${url}`);
}
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
