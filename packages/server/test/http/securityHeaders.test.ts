import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends HSTS only when the cookies are secure: COOKIE_SECURE, or HTTPS seen through a trusted proxy', async () => {
    const plain = await t.serverWith({ cookieSecure: false, trustProxy: false });
    for (const url of ['/api/health', '/contracts', '/api/me']) {
      expect((await plain.inject({ url })).headers['strict-transport-security']).toBeUndefined();
    }
    // A forwarded https from a proxy the server does not trust changes nothing.
    const spoofed = await plain.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();

    const secure = await t.serverWith({ cookieSecure: true });
    for (const url of ['/api/health', '/contracts', '/api/me']) {
      expect((await secure.inject({ url })).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    const proxied = await t.serverWith({ cookieSecure: false, trustProxy: ['127.0.0.1'] });
    const overTls = await proxied.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("states one frame policy: CSP frame-ancestors 'none' and X-Frame-Options DENY", async () => {
    const answer = await fetch(`${t.url}/contracts`);
    const ancestors = (answer.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d.startsWith('frame-ancestors'));
    expect(ancestors).toEqual(["frame-ancestors 'none'"]);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });
});
