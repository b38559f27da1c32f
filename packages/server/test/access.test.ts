import { type EndpointKey, endpointKeys, endpoints, mayCallEndpoint, type Role } from '@olive/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const accounts: Record<Role, string> = {
  olive_super_admin: 'super@demo.olive.test',
  olive_admin: 'admin@demo.olive.test',
  olive_general: 'general@demo.olive.test',
  recruiter_admin: 'recruiter-admin@demo.olive.test',
  recruiter_general: 'recruiter@demo.olive.test',
};

/** A request each endpoint accepts far enough to be judged: ids, the demo recruiters' agency. */
function input(key: EndpointKey) {
  const e = endpoints[key];
  const params = e.path.includes(':id') ? { id: 999999 } : undefined;
  const agency = e.agency === 'none' ? {} : { agencyCode: 'A0001' };
  return e.method === 'GET' ? { params, query: agency } : { params, body: agency };
}

// Ending the session or locking the client out would spoil the next rows: judged last, on their own.
const sessionEnders = new Set<EndpointKey>(['auth.logout']);

describe('the access matrix: every endpoint × anonymous and the 5 roles, from the api table', () => {
  const principals: Array<Role | 'anonymous'> = ['anonymous', ...(Object.keys(accounts) as Role[])];
  for (const who of principals) {
    it(`${who}`, async () => {
      const c = who === 'anonymous' ? t.client() : await t.signedIn(accounts[who]);
      const rows: string[] = [];
      const keys = [...endpointKeys.filter((k) => !sessionEnders.has(k)), ...sessionEnders];
      for (const key of keys) {
        const user =
          who === 'anonymous' ? null : { role: who, agencyCode: who.startsWith('recruiter') ? 'A0001' : null };
        const allowed = mayCallEndpoint(key, user, 'A0001').allowed;
        const r = await c.api.http.send(key, input(key), 'blob');
        const denied = r.status === 401 || r.status === 403;
        if (allowed === denied || r.status === 419 || r.status === null || (r.status ?? 0) >= 500) {
          rows.push(
            `${endpoints[key].method} ${endpoints[key].path}: expected ${allowed ? 'allowed' : 'denied'}, got ${r.status}`,
          );
        }
        if (!allowed && who === 'anonymous') expect(r.status).toBe(401);
      }
      expect(rows).toEqual([]);
    });
  }

  it('covers every endpoint of SPEC.md §7', () => {
    expect(endpointKeys.length).toBe(71);
  });
});

describe('the agency rule', () => {
  it('refuses a recruiter of A0001 asking for A0002, and logs it', async () => {
    const c = await t.signedIn('recruiter@demo.olive.test');
    const list = await c.api.contracts.list({ agencyCode: 'A0002' });
    expect(list).toMatchObject({
      ok: false,
      status: 403,
      error: { message: '他の代理店の情報にはアクセスできません。' },
    });
    const admin = await t.signedIn('super@demo.olive.test');
    const other = await admin.api.contracts.list({ agencyCode: 'A0002' });
    const id = other.ok ? other.data.data[0]?.id : undefined;
    expect(id).toBeDefined();
    const byId = await c.api.contracts.show(id as number, { agencyCode: 'A0001' });
    expect(byId.status).toBe(404);
    const log = await admin.api.actionLogs.list({ route: '/api/contracts' });
    // Logged with the recruiter's own agency: a recruiter cannot write another agency into its rows.
    expect(log.ok && log.data.data.find((e) => e.user?.email === 'recruiter@demo.olive.test')).toMatchObject({
      status: 403,
      agencyCode: 'A0001',
    });
  });

  it('lets provider users name any existing agency and refuses an unknown one', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    expect((await c.api.contracts.list({ agencyCode: 'A0020' })).ok).toBe(true);
    expect(await c.api.contracts.list({ agencyCode: 'Z9999' })).toMatchObject({ ok: false, status: 404 });
  });
});

describe('the agency IP allow-list', () => {
  it('refuses the agency recruiters from other addresses once the list is not empty, on their next call', async () => {
    const recruiter = await t.signedIn('recruiter@demo.olive.test');
    expect((await recruiter.api.contracts.statuses()).ok).toBe(true);
    const admin = await t.signedIn('super@demo.olive.test');
    const added = await admin.api.agencyIps.create({ agencyCode: 'A0001', ipAddress: '203.0.113.0/24' });
    expect(added.ok).toBe(true);
    const refused = await recruiter.api.contracts.statuses();
    expect(refused).toMatchObject({ ok: false, status: 403 });
    expect(!refused.ok && refused.error.message).toContain('IPアドレス');
    // Signing in again is refused too, as a wrong password is (401: the answer does not confirm the
    // password to a client outside the list), and other agencies' recruiters are not affected.
    expect(
      (await t.client().api.auth.login({ email: 'recruiter@demo.olive.test', password: 'Olive-Demo-2026' })).status,
    ).toBe(401);
    // Adding this machine's address lets them back in.
    const local = await admin.api.agencyIps.create({ agencyCode: 'A0001', ipAddress: '127.0.0.1' });
    expect(local.ok).toBe(true);
    expect((await recruiter.api.contracts.statuses()).ok).toBe(true);
    // Provider users are never restricted by an agency's list.
    expect((await admin.api.contracts.list({ agencyCode: 'A0001' })).ok).toBe(true);
    if (added.ok)
      await admin.api.agencyIps.delete(added.data.data.id, { agencyCode: 'A0001', ipAddress: '203.0.113.0/24' });
    if (local.ok) await admin.api.agencyIps.delete(local.data.data.id, { agencyCode: 'A0001', ipAddress: '127.0.0.1' });
  });
});

describe('CSRF (Sanctum-style double submit)', () => {
  const writes = endpointKeys.filter((k) => endpoints[k].method !== 'GET');

  it.each(writes)('%s refuses a missing or wrong X-XSRF-TOKEN with 419', async (key) => {
    const c = await t.signedIn('super@demo.olive.test');
    const e = endpoints[key];
    const url = `${t.url}${e.path.replace(':id', '1')}`;
    const missing = await c.fetch(url, {
      method: e.method,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(missing.status).toBe(419);
    expect(((await missing.json()) as { message: string }).message).toMatch(/ページの有効期限/);
    const wrong = await c.fetch(url, {
      method: e.method,
      headers: { 'content-type': 'application/json', 'x-xsrf-token': 'forged' },
      body: '{}',
    });
    expect(wrong.status).toBe(419);
  });
});
