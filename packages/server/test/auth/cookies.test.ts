import { endpoints } from '@olive/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('the XSRF cookie and the Secure flag', () => {
  it('rotates the XSRF token at sign-in (password, then SMS code)', async () => {
    const c = t.client();
    await c.fetch(`${t.url}${endpoints['auth.csrfCookie'].path}`);
    const before = c.readCookie('XSRF-TOKEN');
    expect((await c.api.auth.login({ email: 'admin@demo.olive.test', password: DEMO_PASSWORD })).ok).toBe(true);
    const after = c.readCookie('XSRF-TOKEN');
    expect(after).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(after).not.toBe(before);
    // The token from before sign-in no longer passes the double-submit check.
    const stale = await c.fetch(`${t.url}${endpoints['auth.logout'].path}`, {
      method: 'POST',
      headers: { 'x-xsrf-token': before ?? '' },
    });
    expect(stale.status).toBe(419);

    const m = t.client();
    const r = await m.api.auth.login({ email: 'mfa@demo.olive.test', password: DEMO_PASSWORD });
    const session = r.ok ? (r.data.data?.session ?? '') : '';
    const beforeSms = m.readCookie('XSRF-TOKEN');
    const code = t.lastCode('09000000006');
    const signed = await m.api.auth.smsAuthentication({
      email: 'mfa@demo.olive.test',
      smsVerificationCode: code,
      session,
    });
    expect(signed.ok).toBe(true);
    expect(m.readCookie('XSRF-TOKEN')).not.toBe(beforeSms);
  });

  it('sets Secure on the cookies when COOKIE_SECURE=true, even over plain HTTP behind a proxy', async () => {
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(loadConfig({}).cookieSecure).toBe(false);
    expect(() => loadConfig({ COOKIE_SECURE: 'sometimes' })).toThrow(ConfigError);

    const cookiesOf = (setCookie: string | string[] | undefined) =>
      (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).filter(Boolean);
    const plain = await t.serverWith({});
    const plainCsrf = await plain.inject({ method: 'GET', url: endpoints['auth.csrfCookie'].path });
    expect(cookiesOf(plainCsrf.headers['set-cookie']).join('\n')).not.toMatch(/;\s*Secure/i);

    const secure = await t.serverWith({ cookieSecure: true });
    const csrf = await secure.inject({ method: 'GET', url: endpoints['auth.csrfCookie'].path });
    const csrfCookies = cookiesOf(csrf.headers['set-cookie']);
    expect(csrfCookies.some((k) => k.startsWith('XSRF-TOKEN=') && /;\s*Secure/i.test(k))).toBe(true);
    const token = /XSRF-TOKEN=([^;]+)/.exec(csrfCookies.join('\n'))?.[1] ?? '';
    const login = await secure.inject({
      method: 'POST',
      url: '/login',
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      payload: { email: 'general@demo.olive.test', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const loginCookies = cookiesOf(login.headers['set-cookie']);
    expect(loginCookies.some((k) => k.startsWith('olive_session=') && /;\s*Secure/i.test(k))).toBe(true);
    expect(loginCookies.some((k) => k.startsWith('XSRF-TOKEN=') && /;\s*Secure/i.test(k))).toBe(true);
  });
});
