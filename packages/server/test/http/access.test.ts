import { type EndpointKey, endpointKeys, endpoints, type Role } from '@olive/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

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

const SA = 'olive_super_admin';
const A = 'olive_admin';
const G = 'olive_general';
const RA = 'recruiter_admin';
const RG = 'recruiter_general';

/**
 * Who may make each call of docs/product.md §7, written here by hand from docs/product.md §6 (a call belongs to the
 * screen that makes it, and inherits that screen's roles) and never read from packages/api: the
 * table the server enforces must agree with this one. `public`: the sign-in flows, before a session.
 */
const signedIn = [SA, A, G, RA, RG] as const;
const providers = [SA, A, G] as const; // /admin/agencies and /admin/logs
const superAdmin = [SA] as const; // olive-users, recruiters, file-upload, news admin, agency-ip
const fees = [SA, A, RA] as const; // /fees
/** Inside the contract screen: hozen requests, all but olive_general (docs/adr/0006-hozen-requests-and-roles.md). */
const hozen = [SA, A, RA, RG] as const;
/** Home and /news/{id}: provider users read /api/news, recruiters /api/recruiter-news (docs/product.md §7 names them apart). */
const recruiters = [RA, RG] as const;

const expected: Record<EndpointKey, 'public' | readonly Role[]> = {
  // Sign-in screens (docs/product.md §2 public group) and the verification screens a half-signed-in user sees.
  'auth.csrfCookie': 'public',
  'auth.login': 'public',
  'auth.logout': 'public', // ends whatever session the cookie names, or none
  'auth.me': signedIn,
  'auth.startupMe': signedIn,
  'auth.changePassword': signedIn, // /account
  'auth.forgotPassword': 'public',
  'auth.resetPassword': 'public',
  'auth.changeInitialPassword': 'public',
  'auth.resendInitialPassword': 'public',
  'auth.sendVerificationCode': signedIn,
  'auth.smsAuthentication': 'public',
  'auth.resendSmsCode': 'public',
  'auth.verifyEmail': signedIn,
  'auth.verifyPhoneNumber': signedIn,
  // /admin/logs
  'actionLogs.list': providers,
  'actionLogs.download': providers,
  'actionLogs.users': providers,
  'actionLogs.actions': providers,
  'actionLogs.seal': superAdmin,
  'actionLogs.sessions': providers,
  // /admin/agencies
  'agencies.list': providers,
  // /admin/agency-ip
  'agencyIps.list': superAdmin,
  'agencyIps.create': superAdmin,
  'agencyIps.delete': superAdmin,
  'agencyIps.preview': superAdmin,
  // /contracts and /contracts/{id}
  'contracts.list': signedIn,
  'contracts.show': signedIn,
  'contracts.export': signedIn,
  'contracts.statuses': signedIn,
  // Home: every role that sees home
  'contracts.summary': signedIn,
  'contracts.cancel': hozen,
  'contracts.changePaymentMethod': hozen,
  // /fees: the ten statement downloads and the existence check
  'statements.campaignsSettlementsPdf': fees,
  'statements.campaignsSpecificationsCsv': fees,
  'statements.campaignsSpecificationsPdf': fees,
  'statements.commissionsSettlementsPdf': fees,
  'statements.commissionsSpecificationsCsv': fees,
  'statements.commissionsSpecificationsPdf': fees,
  'statements.commissionsAgreementQualityCsv': fees,
  'statements.supportsSettlementsPdf': fees,
  'statements.supportsSpecificationsCsv': fees,
  'statements.supportsSpecificationsPdf': fees,
  'statements.confirmExistence': fees,
  'statements.zip': fees,
  // /admin/file-upload: the ten zip uploads
  'uploads.campaignsSettlementsPdf': superAdmin,
  'uploads.campaignsSpecificationsPdf': superAdmin,
  'uploads.campaignsSpecificationsCsv': superAdmin,
  'uploads.commissionsSettlementsPdf': superAdmin,
  'uploads.commissionsSpecificationsPdf': superAdmin,
  'uploads.commissionsSpecificationsCsv': superAdmin,
  'uploads.commissionsAgreementQualityCsv': superAdmin,
  'uploads.supportsSettlementsPdf': superAdmin,
  'uploads.supportsSpecificationsPdf': superAdmin,
  'uploads.supportsSpecificationsCsv': superAdmin,
  // /admin/file-upload: the grid of published files
  'uploads.coverage': superAdmin,
  // /manual
  'manuals.list': signedIn,
  'manuals.download': signedIn,
  'manuals.zip': signedIn,
  // Home and /news/{id} for provider users; /admin/news for the super admin
  'news.list': providers,
  'news.create': superAdmin,
  'news.show': providers,
  'news.delete': superAdmin,
  'news.fileDownload': providers,
  // Home and /news/{id} for recruiters
  'recruiterNews.list': recruiters,
  'recruiterNews.show': recruiters,
  'recruiterNews.fileDownload': recruiters,
  // /admin/olive-users
  'oliveUsers.list': superAdmin,
  'oliveUsers.show': superAdmin,
  'oliveUsers.create': superAdmin,
  'oliveUsers.update': superAdmin,
  'oliveUsers.delete': superAdmin,
  // /admin/recruiters
  'recruiters.list': superAdmin,
  'recruiters.show': superAdmin,
  'recruiters.create': superAdmin,
  'recruiters.update': superAdmin,
  'recruiters.delete': superAdmin,
  'recruiters.download': superAdmin,
};

/** The answer docs/product.md §6 calls for: a public or allowed call is judged on its input (2xx or 4xx but never 401/403/419). */
function verdict(who: Role | 'anonymous', key: EndpointKey): 'judged' | 401 | 403 {
  const allowed = expected[key];
  if (allowed === 'public') return 'judged';
  if (who === 'anonymous') return 401;
  return allowed.includes(who) ? 'judged' : 403;
}

// Ending the session or locking the client out would spoil the next rows: judged last, on their own.
const sessionEnders = new Set<EndpointKey>(['auth.logout']);

/** Whether a status is the verdict: the exact refusal, or for 'judged' any answer past the guard. */
function answersAsExpected(want: ReturnType<typeof verdict>, status: number): boolean {
  if (want !== 'judged') return status === want;
  return status >= 200 && status < 500 && status !== 401 && status !== 403 && status !== 419;
}

describe('the access matrix: every endpoint × anonymous and the 5 roles, against docs/product.md §6 written out above', () => {
  const principals: Array<Role | 'anonymous'> = ['anonymous', SA, A, G, RA, RG];
  for (const who of principals) {
    it(`${who}`, async () => {
      const c = who === 'anonymous' ? t.client() : await t.signedIn(accounts[who]);
      const rows: string[] = [];
      const keys = [...endpointKeys.filter((k) => !sessionEnders.has(k)), ...sessionEnders];
      for (const key of keys) {
        const want = verdict(who, key);
        const r = await c.api.http.send(key, input(key), 'blob');
        const status = r.status ?? 0;
        if (!answersAsExpected(want, status))
          rows.push(`${endpoints[key].method} ${endpoints[key].path}: expected ${want}, got ${r.status}`);
      }
      expect(rows).toEqual([]);
    });
  }

  it('has a row for every endpoint of the table and of docs/product.md §7, and each role allowed somewhere and refused somewhere', () => {
    expect(Object.keys(expected).sort()).toEqual([...endpointKeys].sort());
    expect(endpointKeys.length).toBe(78);
    for (const who of [SA, A, G, RA, RG] as const) {
      const verdicts = new Set(endpointKeys.map((k) => verdict(who, k)));
      expect({ who, verdicts: [...verdicts].sort() }).toEqual({ who, verdicts: ['judged', 403].sort() });
    }
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
    // The refusal names the agency it reached for, so the attempt shows under A0002
    // (docs/adr/0121-refusals-name-what-they-reached-for.md); the user cells still say who tried.
    expect(log.ok && log.data.data.find((e) => e.user?.email === 'recruiter@demo.olive.test')).toMatchObject({
      status: 403,
      agencyCode: 'A0002',
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
