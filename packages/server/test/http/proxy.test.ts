import { endpoints } from '@olive/api';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseTrustProxy } from '../../src/config';
import { actionLogs, agencyIps, rateLimits } from '../../src/db/schema';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const xsrf = { cookie: 'XSRF-TOKEN=proxy-test-token', 'x-xsrf-token': 'proxy-test-token' };
let probe = 0;

/**
 * A sign-in attempt (a wrong password for an address of its own) from `remoteAddress`, the socket
 * peer, with the given X-Forwarded-For; answers the address the log and the rate limit recorded.
 */
async function seenAs(app: FastifyInstance, remoteAddress: string, forwardedFor?: string) {
  const email = `probe-${++probe}@example.jp`;
  const r = await app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress,
    headers: { ...xsrf, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: { email, password: 'Wrong-pass-1' },
  });
  expect(r.statusCode).toBe(401);
  const [row] = await t.ctx.db
    .select({ ip: actionLogs.ip })
    .from(actionLogs)
    .where(eq(actionLogs.route, endpoints['auth.login'].path))
    .orderBy(desc(actionLogs.id))
    .limit(1);
  return row?.ip;
}

async function rateLimitCounted(ip: string): Promise<boolean> {
  const rows = await t.ctx.db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, `auth.login:${ip}`));
  return rows.length === 1;
}

describe('TRUST_PROXY: the setting', () => {
  it('is off by default and for off/false/0', () => {
    for (const v of [undefined, '', 'off', 'false', '0']) expect(parseTrustProxy(v)).toBe(false);
  });

  it('takes addresses and CIDR ranges, comma-separated, or a hop count', () => {
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    const hops = parseTrustProxy('2');
    expect(typeof hops).toBe('function');
    if (typeof hops !== 'function') return;
    expect([hops('x', 0), hops('x', 1), hops('x', 2)]).toEqual([true, true, false]);
  });

  it('refuses "trust every hop" and anything that is not an address, with a message saying why', () => {
    for (const v of ['true', 'TRUE', '*', 'all', 'yes', 'on']) {
      expect(() => parseTrustProxy(v)).toThrow(/trusting every X-Forwarded-For hop/);
    }
    for (const v of ['0.0.0.0/0', '::/0', '10.0.0.1,0.0.0.0/0']) {
      expect(() => parseTrustProxy(v)).toThrow(/trusts every address/);
    }
    for (const v of ['proxy.example.jp', '10.0.0.300', '10.0.0.0/33', '10.0.0.1,,10.0.0.2']) {
      expect(() => parseTrustProxy(v)).toThrow(ConfigError);
    }
    expect(() => parseTrustProxy('11')).toThrow(/hop count is 1 to 10/);
  });
});

describe('TRUST_PROXY: the client address the allow-list, the rate limit and the log see', () => {
  it('without TRUST_PROXY, X-Forwarded-For is ignored (real HTTP)', async () => {
    const c = t.client();
    await c.fetch(`${t.url}${endpoints['auth.csrfCookie'].path}`);
    const token = c.readCookie('XSRF-TOKEN') ?? '';
    const r = await c.fetch(`${t.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': token, 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({ email: 'probe-http@example.jp', password: 'Wrong-pass-1' }),
    });
    expect(r.status).toBe(401);
    const [row] = await t.ctx.db
      .select({ ip: actionLogs.ip })
      .from(actionLogs)
      .where(eq(actionLogs.route, endpoints['auth.login'].path))
      .orderBy(desc(actionLogs.id))
      .limit(1);
    expect(row?.ip).toBe('127.0.0.1');
    expect(await rateLimitCounted('127.0.0.1')).toBe(true);
    expect(await rateLimitCounted('203.0.113.77')).toBe(false);
  });

  it('without TRUST_PROXY, through app.inject: the socket address, whatever the header says', async () => {
    const app = await t.serverWith({ trustProxy: parseTrustProxy(undefined) });
    expect(await seenAs(app, '10.0.0.5', '203.0.113.10')).toBe('10.0.0.5');
  });

  it('with a CIDR list: the first address from the right that is not a trusted proxy', async () => {
    const app = await t.serverWith({ trustProxy: parseTrustProxy('10.0.0.0/8, 192.168.1.1') });
    // One trusted proxy in front.
    expect(await seenAs(app, '10.0.0.7', '203.0.113.11')).toBe('203.0.113.11');
    expect(await rateLimitCounted('203.0.113.11')).toBe(true);
    expect(await rateLimitCounted('10.0.0.7')).toBe(false);
    // Two trusted proxies in a row.
    expect(await seenAs(app, '192.168.1.1', '203.0.113.12, 10.20.30.40')).toBe('203.0.113.12');
    // A client that reaches the server directly cannot name another address.
    expect(await seenAs(app, '198.51.100.50', '203.0.113.13')).toBe('198.51.100.50');
  });

  it('a spoofed extra X-Forwarded-For hop is not trusted', async () => {
    const app = await t.serverWith({ trustProxy: parseTrustProxy('10.0.0.0/8') });
    // The client sent "X-Forwarded-For: 10.1.1.1, 192.0.2.66"; the proxy appended the real 203.0.113.14.
    expect(await seenAs(app, '10.0.0.5', '192.0.2.66, 203.0.113.14')).toBe('203.0.113.14');
    // Even a spoofed hop inside the trusted range only moves the answer to the next untrusted one.
    expect(await seenAs(app, '10.0.0.5', '192.0.2.67, 10.9.9.9, 203.0.113.15')).toBe('203.0.113.15');
  });

  it('with a hop count: that many proxies from the right are trusted, no more', async () => {
    const one = await t.serverWith({ trustProxy: parseTrustProxy('1') });
    expect(await seenAs(one, '10.0.0.5', '192.0.2.68, 203.0.113.16')).toBe('203.0.113.16');
    const two = await t.serverWith({ trustProxy: parseTrustProxy('2') });
    expect(await seenAs(two, '10.0.0.5', '192.0.2.69, 203.0.113.17, 10.0.0.6')).toBe('203.0.113.17');
  });

  it('a target the router cannot read is logged with the client address every other row names', async () => {
    // Fastify answers such a target outside every route: its row must follow TRUST_PROXY all the same.
    const unreadableFrom = async (app: FastifyInstance, remoteAddress: string, forwardedFor: string) => {
      const r = await app.inject({
        method: 'GET',
        url: '/api/olive-users/%ff',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      expect(r.statusCode).toBe(400);
      const [row] = await t.ctx.db
        .select({ ip: actionLogs.ip })
        .from(actionLogs)
        .where(eq(actionLogs.route, '/api/olive-users/%ff'))
        .orderBy(desc(actionLogs.id))
        .limit(1);
      return row?.ip;
    };
    const cases: [string, string, string, string][] = [
      ['10.0.0.0/8', '10.0.0.5', '192.0.2.70, 203.0.113.40', '203.0.113.40'],
      ['10.0.0.0/8', '198.51.100.60', '203.0.113.41', '198.51.100.60'],
      ['1', '10.0.0.5', '192.0.2.71, 203.0.113.42', '203.0.113.42'],
      ['off', '10.0.0.5', '203.0.113.43', '10.0.0.5'],
    ];
    for (const [trust, peer, forwardedFor, client] of cases) {
      const app = await t.serverWith({ trustProxy: parseTrustProxy(trust) });
      expect(await unreadableFrom(app, peer, forwardedFor)).toBe(client);
      expect(await seenAs(app, peer, forwardedFor)).toBe(client);
    }
  });

  it('the rate limit counts the real client, not the proxy', async () => {
    // A typed address of its own per call: forgot-password also limits each address to one a minute.
    let ghost = 0;
    const app = await t.serverWith({ trustProxy: parseTrustProxy('10.0.0.0/8'), rateLimitPerMinute: 2 });
    const forgot = (client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: '10.0.0.5',
        headers: { ...xsrf, 'x-forwarded-for': client },
        payload: { email: `ghost-${++ghost}@demo.olive.test` },
      });
    expect((await forgot('203.0.113.20')).statusCode).toBe(200);
    expect((await forgot('203.0.113.20')).statusCode).toBe(200);
    expect((await forgot('203.0.113.20')).statusCode).toBe(429);
    // Another client behind the same proxy is not held back.
    expect((await forgot('203.0.113.21')).statusCode).toBe(200);

    // Without TRUST_PROXY every client behind the proxy shares one count: the header is ignored.
    const direct = await t.serverWith({ trustProxy: parseTrustProxy(undefined), rateLimitPerMinute: 2 });
    const forgotDirect = (client: string) =>
      direct.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: '10.0.0.99',
        headers: { ...xsrf, 'x-forwarded-for': client },
        payload: { email: `ghost-${++ghost}@demo.olive.test` },
      });
    expect((await forgotDirect('203.0.113.22')).statusCode).toBe(200);
    expect((await forgotDirect('203.0.113.23')).statusCode).toBe(200);
    expect((await forgotDirect('203.0.113.24')).statusCode).toBe(429);
  });

  it('the recruiter IP allow-list admits the real client behind a trusted proxy, and not a spoofed one', async () => {
    const now = t.clock.now();
    await t.ctx.db
      .insert(agencyIps)
      .values({ agencyCode: 'A0001', ipAddress: '203.0.113.30', createdAt: now, updatedAt: now });
    try {
      const app = await t.serverWith({ trustProxy: parseTrustProxy('10.0.0.0/8') });
      const login = (forwardedFor: string) =>
        app.inject({
          method: 'POST',
          url: '/login',
          remoteAddress: '10.0.0.5',
          headers: { ...xsrf, 'x-forwarded-for': forwardedFor },
          payload: { email: 'recruiter@demo.olive.test', password: DEMO_PASSWORD },
        });
      const allowed = await login('203.0.113.30');
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toMatchObject({ user: { email: 'recruiter@demo.olive.test' } });
      // The client names the allowed address itself; the proxy appends where it really came from.
      const spoofed = await login('203.0.113.30, 198.51.100.31');
      expect(spoofed.statusCode).toBe(401);
      // Straight to the server, bypassing the proxy, the header counts for nothing.
      const direct = await t.serverWith({ trustProxy: parseTrustProxy(undefined) });
      const bypass = await direct.inject({
        method: 'POST',
        url: '/login',
        remoteAddress: '198.51.100.32',
        headers: { ...xsrf, 'x-forwarded-for': '203.0.113.30' },
        payload: { email: 'recruiter@demo.olive.test', password: DEMO_PASSWORD },
      });
      expect(bypass.statusCode).toBe(401);
    } finally {
      await t.ctx.db
        .delete(agencyIps)
        .where(and(eq(agencyIps.agencyCode, 'A0001'), eq(agencyIps.ipAddress, '203.0.113.30')));
    }
  });
});
