import net from 'node:net';
import { type EndpointKey, endpointKeys, endpoints, mayCallEndpoint, type Role } from '@olive/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';
import {
  anonymousCaller,
  type Caller,
  concretePath,
  countRows,
  JAPANESE,
  type RawAnswer,
  rawRequest,
  signedInCaller,
  snapshot,
  spellings,
} from './attackKit';

/**
 * Attacks on the guard, over real HTTP with the request target sent unnormalised: every endpoint
 * of the api table in every spelling a router may read as its path, and HEAD for every GET, from an
 * anonymous caller and from a role that may not call it. Each must be refused and change nothing.
 */

let t: TestServer;
let anonymous: Caller;
const callers = {} as Record<Role, Caller>;
const emails: Record<Role, string> = {
  recruiter_general: 'recruiter@demo.olive.test',
  recruiter_admin: 'recruiter-admin@demo.olive.test',
  olive_general: 'general@demo.olive.test',
  olive_admin: 'admin@demo.olive.test',
  olive_super_admin: 'super@demo.olive.test',
};

beforeAll(async () => {
  t = await startTestServer();
  anonymous = await anonymousCaller(t);
  for (const role of Object.keys(emails) as Role[]) callers[role] = await signedInCaller(t, role, emails[role]);
}, 120_000);
afterAll(() => t?.close());

/** The first role (least privileged first) the table refuses for this endpoint, if any. */
function refusedRole(key: EndpointKey): Role | null {
  for (const role of Object.keys(emails) as Role[]) {
    const principal = { role, agencyCode: role.startsWith('recruiter') ? 'A0001' : null, verified: true };
    if (!mayCallEndpoint(key, principal, 'A0001').allowed) return role;
  }
  return null;
}

/** What each endpoint is sent: its agency (A0001) in the query, a body that would pass for a write. */
function requestFor(key: EndpointKey): { query: string; body?: string } {
  const e = endpoints[key];
  const query = e.agency === 'none' ? '' : '?agencyCode=A0001';
  if (e.method === 'GET') return { query };
  const body: Record<string, unknown> = {
    'oliveUsers.create': {
      name: '攻撃者',
      email: 'attacker@example.jp',
      phoneNumber: '09012345678',
      roleType: 'olive_super_admin',
      isMfaActive: false,
    },
    'agencyIps.create': { agencyCode: 'A0001', ipAddress: '198.51.100.7' },
    'contracts.cancel': { managementNumber: 'X' },
  };
  return { query, body: JSON.stringify(body[key] ?? (e.agency === 'none' ? {} : { agencyCode: 'A0001' })) };
}

function judge(answer: RawAnswer): string | null {
  if (![400, 401, 403, 404].includes(answer.status)) return `status ${answer.status}`;
  if (answer.body && answer.contentType.includes('json')) {
    const message = (JSON.parse(answer.body) as { message?: string }).message ?? '';
    if (!JAPANESE.test(message) && message !== 'Unauthenticated.') return `message ${message}`;
  }
  return null;
}

const counted = { endpoints: 0, spellings: 0, requests: 0 };

/** The method and target of every spelling of an endpoint's path, HEAD and the canonical one included. */
function attackTargets(method: string, path: string, origin: string): Array<readonly [string, string]> {
  const targets: Array<readonly [string, string]> = spellings(path, origin).map((p) => [method, p] as const);
  // HEAD is a GET for access: the canonical path and an encoded spelling.
  if (method === 'GET') targets.push(['HEAD', path], ['HEAD', spellings(path, origin)[0] as string]);
  // The canonical spelling too: the control the others must agree with.
  targets.push([method, path]);
  return targets;
}

/** Every spelling of a guarded endpoint, anonymous and as a role it refuses: what was not refused. */
async function attackEndpoint(key: EndpointKey, origin: string): Promise<string[]> {
  counted.endpoints += 1;
  const path = concretePath(key);
  const { query, body } = requestFor(key);
  const role = refusedRole(key);
  const who: Caller[] = role ? [anonymous, callers[role]] : [anonymous];
  const targets = attackTargets(endpoints[key].method, path, origin);
  counted.spellings += targets.length;
  const failures: string[] = [];
  for (const caller of who) {
    for (const [method, target] of targets) {
      const headers: Record<string, string> = { ...caller.headers };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const answer = await rawRequest(origin, method, `${target}${query}`, headers, body);
      counted.requests += 1;
      const problem = judge(answer);
      if (problem) failures.push(`${caller.name} ${method} ${target}${query}: ${problem} ${answer.body.slice(0, 120)}`);
    }
  }
  return failures;
}

/** A public endpoint called anonymously at one spelling of its path: the status. */
async function publicStatus(method: string, target: string): Promise<number> {
  const body = method === 'GET' ? undefined : '{}';
  const headers = { ...anonymous.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
  const answer = await rawRequest(t.url, method, target, headers, body);
  counted.requests += 1;
  return answer.status;
}

/** A public endpoint's answer: never 5xx, and a refusal but for the CSRF cookie's and logout's (always answered). */
const publicAnswerOk = (key: EndpointKey, status: number) =>
  status < 500 && (status >= 400 || key === 'auth.csrfCookie' || key === 'auth.logout');

describe('every endpoint × every spelling of its path × (anonymous, a refused role)', () => {
  it('is refused (401/403/404, never 2xx or 5xx) and changes nothing', async () => {
    const before = await snapshot(t);
    const anonymous401 = await countRows(t, 'user_id is null and status = 401');
    const failures: string[] = [];
    const origin = t.url;
    for (const key of endpointKeys) {
      if (endpoints[key].access === 'public') continue; // judged below: anyone may call them in any spelling
      failures.push(...(await attackEndpoint(key, origin)));
    }
    console.log(
      `[attack] ${counted.endpoints} guarded endpoints, ${counted.spellings} spellings (with HEAD and the canonical one), ${counted.requests} requests`,
    );
    expect(failures).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
    // Anonymous refusals are in the log too.
    expect(await countRows(t, 'user_id is null and status = 401')).toBeGreaterThan(anonymous401);
  }, 600_000);

  it('answers the public endpoints in any spelling as their own handler would, never 5xx', async () => {
    const failures: string[] = [];
    for (const key of endpointKeys.filter((k) => endpoints[k].access === 'public')) {
      const e = endpoints[key];
      const path = concretePath(key);
      for (const target of spellings(path, t.url)) {
        const status = await publicStatus(e.method, target);
        if (!publicAnswerOk(key, status)) failures.push(`${e.method} ${target}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('encoded and absolute-form spellings of protected paths', () => {
  it('refuses each of them, and nothing changes', async () => {
    const before = await snapshot(t);
    const json = { 'content-type': 'application/json' };
    const anon = anonymous.headers;
    const recruiter = callers.recruiter_general.headers;
    const cases: Array<[string, string, Record<string, string>, string | undefined, number]> = [
      ['GET', '/api/%63ontracts?agencyCode=A0001', anon, undefined, 401],
      ['GET', '/api/olive%2Dusers', anon, undefined, 401],
      ['GET', '/api/%72ecruiters', anon, undefined, 401],
      ['GET', '/api/action%2Dlogs', anon, undefined, 401],
      [
        'POST',
        '/api/olive%2Dusers',
        { ...anon, ...json },
        JSON.stringify({
          name: '攻撃者',
          email: 'attacker@example.jp',
          phoneNumber: '09012345678',
          roleType: 'olive_super_admin',
          isMfaActive: false,
        }),
        401,
      ],
      ['DELETE', '/api/%6Eews/1', anon, undefined, 401],
      ['POST', '/api/agency%2Dips', { ...anon, ...json }, '{"agencyCode":"A0001","ipAddress":"0.0.0.0/0"}', 401],
      ['HEAD', '/api/contracts?agencyCode=A0001', anon, undefined, 401],
      ['HEAD', '/api/contracts?agencyCode=A0001&keyword=%E5%B1%B1', anon, undefined, 401],
      ['HEAD', '/api/me', anon, undefined, 401],
      ['GET', '/api/%63ontracts?agencyCode=A0002', recruiter, undefined, 403],
      ['GET', '/API/contracts?agencyCode=A0001', recruiter, undefined, 404],
      // The router reads this as /api/contracts/:id with an empty id: that route's guard refuses it.
      ['GET', '/api/contracts/?agencyCode=A0001', anon, undefined, 401],
      ['GET', '/api/olive-users/', anon, undefined, 401],
      ['GET', '/api/agencies/', anon, undefined, 404],
      ['GET', '/api/nothing-here', anon, undefined, 404],
      ['GET', '/login', anon, undefined, 404],
      ['GET', '/LOGOUT', anon, undefined, 404],
      ['OPTIONS', '/api/contracts', anon, undefined, 404],
      ['PATCH', '/api/olive-users/1', anon, undefined, 404],
    ];
    for (const [method, target, headers, body, status] of cases) {
      const answer = await rawRequest(t.url, method, target, headers, body);
      expect(`${method} ${target} → ${answer.status}`).toBe(`${method} ${target} → ${status}`);
      if (method !== 'HEAD') expect((JSON.parse(answer.body) as { message: string }).message).toMatch(/\S/);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('answers HEAD like GET for a caller who may call it, never 500', async () => {
    const me = await rawRequest(t.url, 'HEAD', '/api/me', callers.olive_general.headers);
    expect(me.status).toBe(200);
    expect(me.body).toBe('');
    const csv = await rawRequest(
      t.url,
      'HEAD',
      '/api/contractsExport?agencyCode=A0001',
      callers.recruiter_admin.headers,
    );
    expect(csv.status).toBe(200);
  });

  it('logs a signed-in caller probing an unknown API path, with the path bounded', async () => {
    const long = `/api/${'x'.repeat(9000)}`;
    const before = await countRows(t, "description = '存在しないAPIへのアクセス'");
    const answer = await rawRequest(t.url, 'GET', long, callers.olive_admin.headers);
    expect(answer.status).toBe(404);
    expect((JSON.parse(answer.body) as { message: string }).message).toMatch(JAPANESE);
    expect(await countRows(t, "description = '存在しないAPIへのアクセス' and length(route) <= 300")).toBe(before + 1);
  });

  it('never serves the app shell for an /api, /login or /logout spelling', async () => {
    for (const target of ['/api', '/Api/', '/%61pi/contracts', '/x/../api/me', '/login/', '/logout%2F', '/api;x']) {
      const answer = await rawRequest(t.url, 'GET', target, anonymous.headers);
      // 404 where no route matches; 401 where the router matched a guarded route (/%61pi/contracts).
      expect(`${target} ${[401, 404].includes(answer.status)}`).toBe(`${target} true`);
      expect(answer.body).not.toContain('<!doctype html>');
    }
    // Other client routes still get the app.
    expect((await rawRequest(t.url, 'GET', '/contracts', {})).body).toContain('<!doctype html>');
  });
});

describe('the action log cannot be forged, poisoned or skipped', () => {
  it('fails the request (503, Japanese) when its row cannot be written, for reads, streams and writes', async () => {
    const admin = callers.olive_super_admin.headers;
    const before = await snapshot(t);
    await t.ctx.database.exec('ALTER TABLE action_logs RENAME TO action_logs_away');
    try {
      const read = await rawRequest(t.url, 'GET', '/api/agencies', admin);
      const stream = await rawRequest(t.url, 'GET', '/api/contractsExport?agencyCode=A0001', admin);
      const anon = await rawRequest(t.url, 'GET', '/api/olive-users', anonymous.headers);
      for (const answer of [read, stream, anon]) {
        expect(answer.status).toBe(503);
        expect((JSON.parse(answer.body) as { message: string }).message).toMatch(JAPANESE);
      }
      expect(stream.body).not.toContain('管理番号');
    } finally {
      await t.ctx.database.exec('ALTER TABLE action_logs_away RENAME TO action_logs');
    }
    expect(await snapshot(t)).toEqual(before);
    expect((await rawRequest(t.url, 'GET', '/api/agencies', admin)).status).toBe(200);
  });

  it('logs anonymous password-recovery calls', async () => {
    const before = await countRows(
      t,
      "user_id is null and route in ('/api/forgot-password', '/api/reset-password', '/api/resend-initial-password')",
    );
    const json = { ...anonymous.headers, 'content-type': 'application/json' };
    await rawRequest(t.url, 'POST', '/api/forgot-password', json, '{"email":"nobody@example.jp"}');
    await rawRequest(t.url, 'POST', '/api/reset-password', json, '{"email":"nobody@example.jp"}');
    await rawRequest(t.url, 'POST', '/api/resend-initial-password', json, '{"email":"nobody@example.jp"}');
    const after = await countRows(
      t,
      "user_id is null and route in ('/api/forgot-password', '/api/reset-password', '/api/resend-initial-password')",
    );
    expect(after).toBe(before + 3);
  });

  it('takes the agency cell from validated input only: a provider naming junk leaves it empty', async () => {
    const admin = callers.olive_admin.headers;
    const junk = `A0001${'\u202e'.repeat(10)}`;
    const answer = await rawRequest(t.url, 'GET', `/api/contracts?agencyCode=${encodeURIComponent(junk)}`, admin);
    expect(answer.status).toBe(422);
    expect(await countRows(t, "agency_code is not null and agency_code !~ '^[A-Z][0-9]{4}$'")).toBe(0);
  });
});

describe('bad input is a 422 in the docs/product.md §5 shape, never a 5xx and never a dropped filter', () => {
  const cases: Array<[string, string, string?]> = [
    ['GET', '/api/contracts?agencyCode=A0001&toString=1'],
    ['GET', '/api/contracts?agencyCode=A0001&constructor=x'],
    ['GET', '/api/contracts?agencyCode=A0001&hasOwnProperty=x'],
    ['GET', '/api/contracts?agencyCode=A0001&__proto__=x'],
    ['GET', '/api/contracts?agencyCode=A0001&__proto__[]=x'],
    ['GET', '/api/contracts?agencyCode=A0001&unknownKey=1'],
    ['GET', '/api/agencies?page=1'],
    ['GET', '/api/olive-users/2147483648'],
    ['GET', '/api/olive-users/99999999999999999999999'],
    ['GET', '/api/contracts/-2147483649?agencyCode=A0001'],
    ['GET', '/api/contracts?agencyCode=A0001&page=9999999999'],
    ['GET', '/api/action-logs?id=9223372036854775808'],
    ['GET', '/api/contracts?agencyCode=A0001&keyword=a%00b'],
    ['GET', '/api/contracts?agencyCode=A0001&startFirstContractDate=2026%2F13%2F45%2025%3A99'],
    ['GET', '/api/contracts?agencyCode=A0001&endFirstPaymentDate=2026%2F02%2F31%2000%3A00'],
    ['GET', '/api/contractsExport?agencyCode=A0001&startFirstContractDate=2026%2F02%2F31%2000%3A00'],
    ['GET', '/api/action-logs?startDate=2026%2F02%2F31%2000%3A00%3A00'],
    ['POST', '/api/action-logs/download', '{"startDate":"2026/13/45 25:99:00"}'],
    ['POST', '/api/action-logs/download', '{"endDate":"2026/02/31 00:00:00"}'],
    ['POST', '/api/action-logs/download', '{"id":1e300}'],
    ['POST', '/api/olive-users', '{"__proto__":{"roleType":"olive_super_admin"}}'],
    ['POST', '/api/olive-users', '{"constructor":{"prototype":{"x":1}}}'],
    ['POST', '/api/olive-users', '{"name":{"toString":1},"email":"a@example.jp"}'],
    [
      'POST',
      '/api/olive-users',
      '{"name":"a\\u0000b","email":"a@example.jp","phoneNumber":"09012345678","roleType":"olive_general","isMfaActive":false}',
    ],
    ['POST', '/api/agency-ips', '{"agencyCode":"A0001","ipAddress":"1.2.3.4","toString":"x"}'],
    ['POST', '/logout', '{"unexpected":1}'],
    ['POST', '/api/olive-users', '{"a":'],
  ];
  it.each(cases)('%s %s %s', async (method, target, body) => {
    const admin = callers.olive_super_admin.headers;
    const answer = await rawRequest(
      t.url,
      method,
      target,
      body === undefined ? admin : { ...admin, 'content-type': 'application/json' },
      body,
    );
    expect(answer.status).toBe(422);
    const parsed = JSON.parse(answer.body) as { message: string; errors: Record<string, string[]> };
    expect(parsed.message).toMatch(JAPANESE);
    const messages = Object.values(parsed.errors).flat();
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(m).toMatch(JAPANESE);
  });
});

describe("what Node's HTTP parser refuses before there is a request", () => {
  /** Sends bytes as they are and reads the whole answer until the server closes. */
  function rawBytes(base: string, bytes: string): Promise<string> {
    const { hostname, port } = new URL(base);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => socket.end(bytes));
      const chunks: Buffer[] = [];
      socket.on('data', (c) => chunks.push(c));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  }

  /** The status line, the headers and the body of a raw answer, its Content-Length checked in bytes. */
  function parse(answer: string) {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const [statusLine = '', ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(body));
    return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as { message: string } };
  }

  it('a 10,000-character keyword is a 431 in Japanese in the { message } shape, and the server goes on', async () => {
    const keyword = encodeURIComponent('さとう'.repeat(3400));
    const answer = parse(
      await rawBytes(t.url, `GET /api/contracts?agencyCode=A0001&keyword=${keyword} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body.message).toMatch(JAPANESE);
    expect(Object.keys(answer.body)).toEqual(['message']);
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });

  it('bytes that are not HTTP are a 400 in Japanese, never an English body', async () => {
    const answer = parse(await rawBytes(t.url, 'HELLO THERE\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(JAPANESE);
  });
});
