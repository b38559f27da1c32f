import { dateFormats, formatTokyo } from '@olive/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('password sign-in (docs/product.md §4)', () => {
  it('signs a verified user in with a session cookie that only holds an id', async () => {
    const c = t.client();
    const r = await c.api.auth.login({ email: 'super@demo.olive.test', password: DEMO_PASSWORD });
    expect(r).toMatchObject({ ok: true, status: 200, data: { user: { roleType: 'olive_super_admin' } } });
    const cookie = c.jar.getCookiesSync(t.url).find((k) => k.key === 'olive_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('lax');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await c.api.auth.me();
    expect(me.ok && me.data.user.email).toBe('super@demo.olive.test');
    // The demo account had never signed in: no earlier sign-in to show (docs/product.md §11).
    const startup = await c.api.auth.startupMe();
    expect(startup.ok && startup.data.user.lastLoginAt).toBeNull();
  });

  it("answers the sign-in before this one as the user's own last login (docs/product.md §11)", async () => {
    const email = 'recruiter-admin@demo.olive.test';
    const tokyo = () => formatTokyo(t.clock.now(), dateFormats.dateTimeSeconds);
    /** Signs in at the start of a second (the test clock follows real time) and says which second. */
    const login = async () => {
      t.clock.advance(120_000 + 1000 - (t.clock.now().getTime() % 1000));
      const at = tokyo();
      const c = t.client();
      const r = await c.api.auth.login({ email, password: DEMO_PASSWORD });
      expect(tokyo()).toBe(at);
      return { c, r, at };
    };
    const first = await login();
    expect(first.r.ok && first.r.data.user?.lastLoginAt).toBeNull();
    const second = await login();
    expect(second.r.ok && second.r.data.user?.lastLoginAt).toBe(first.at);
    const third = await login();
    expect(third.r.ok && third.r.data.user?.lastLoginAt).toBe(second.at);
    // The session's own reads say the same; the admin list shows the latest sign-in.
    const me = await third.c.api.auth.me();
    expect(me.ok && me.data.user.lastLoginAt).toBe(second.at);
    const admin = await t.signedIn('super@demo.olive.test');
    const listed = await admin.api.recruiters.list({ keyword: email });
    expect(listed.ok && listed.data.data.map((u) => u.lastLoginAt)).toEqual([third.at]);
  });

  it('rotates the session id at sign-in', async () => {
    const c = t.client();
    await c.api.auth.login({ email: 'admin@demo.olive.test', password: DEMO_PASSWORD });
    const first = c.readCookie('olive_session');
    await c.api.auth.login({ email: 'admin@demo.olive.test', password: DEMO_PASSWORD });
    const second = c.readCookie('olive_session');
    expect(second).not.toBe(first);
    // The old id no longer works.
    const old = t.client();
    old.jar.setCookieSync(`olive_session=${first}; Path=/`, t.url);
    expect(await old.api.auth.me()).toMatchObject({ ok: false, status: 401, error: { message: 'Unauthenticated.' } });
  });

  it('refuses a wrong password with the same message as an unknown address', async () => {
    const wrong = await t.client().api.auth.login({ email: 'general@demo.olive.test', password: 'Wrong-pass-1' });
    const unknown = await t.client().api.auth.login({ email: 'nobody@demo.olive.test', password: 'Wrong-pass-1' });
    expect(wrong).toMatchObject({ ok: false, status: 401 });
    expect(unknown).toMatchObject({ ok: false, status: 401 });
    expect(!wrong.ok && wrong.error.message).toBe(!unknown.ok && unknown.error.message);
  });

  it('answers unverified e-mail and phone users with their user, as a partial session', async () => {
    const c = t.client();
    const r = await c.api.auth.login({ email: 'verify-email@demo.olive.test', password: DEMO_PASSWORD });
    expect(r.ok && r.data.user).toMatchObject({ isEmailVerified: false });
    // A partial session may verify, but not use the portal.
    expect((await c.api.auth.me()).ok).toBe(true);
    expect(await c.api.contracts.statuses()).toMatchObject({ ok: false, status: 403 });
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    expect(await c.api.auth.logout()).toMatchObject({ ok: true, status: 200 });
    expect(await c.api.auth.me()).toMatchObject({ ok: false, status: 401, error: { message: 'Unauthenticated.' } });
  });

  it('expires an idle session after the idle time', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    t.clock.advance((t.config.sessionIdleMinutes + 1) * 60_000);
    expect(await c.api.auth.me()).toMatchObject({ ok: false, status: 401 });
  });
});

describe('SMS MFA', () => {
  it('answers SMS_MFA with an opaque session, then signs in with the SMS code', async () => {
    const c = t.client();
    const r = await c.api.auth.login({ email: 'mfa@demo.olive.test', password: DEMO_PASSWORD });
    expect(r).toMatchObject({ ok: true, data: { code: 'SMS_MFA', data: { email: 'mfa@demo.olive.test' } } });
    if (!r.ok || !r.data.data) return;
    const session = r.data.data.session;
    expect(session).not.toBe(c.readCookie('olive_session'));
    expect((await c.api.auth.me()).ok).toBe(false);
    const sms = t.outbox().at(-1);
    expect(sms).toMatchObject({ channel: 'sms', to: '09000000006' });
    const wrong = await c.api.auth.smsAuthentication({
      email: 'mfa@demo.olive.test',
      smsVerificationCode: '000000' === sms?.code ? '111111' : '000000',
      session,
    });
    expect(wrong).toMatchObject({
      ok: false,
      status: 422,
      error: { errors: { smsVerificationCode: ['認証コードが正しくありません。'] } },
    });
    const ok = await c.api.auth.smsAuthentication({
      email: 'mfa@demo.olive.test',
      smsVerificationCode: sms?.code ?? '',
      session,
    });
    expect(ok).toMatchObject({ ok: true, data: { user: { email: 'mfa@demo.olive.test' } } });
    expect((await c.api.auth.me()).ok).toBe(true);
    // The challenge works once.
    const again = await t
      .client()
      .api.auth.smsAuthentication({ email: 'mfa@demo.olive.test', smsVerificationCode: sms?.code ?? '', session });
    expect(again).toMatchObject({ ok: false, status: 401 });
  });
});

describe('codes: 5 minutes, single use, 5 tries', () => {
  it('expires a code after 5 minutes', async () => {
    const c = t.client();
    const r = await c.api.auth.login({ email: 'mfa@demo.olive.test', password: DEMO_PASSWORD });
    const session = r.ok ? (r.data.data?.session ?? '') : '';
    const code = t.lastCode('09000000006');
    t.clock.advance(5 * 60_000 + 1000);
    const late = await c.api.auth.smsAuthentication({
      email: 'mfa@demo.olive.test',
      smsVerificationCode: code,
      session,
    });
    expect(late).toMatchObject({
      ok: false,
      error: { errors: { smsVerificationCode: ['認証コードの有効期限が切れています。再送してください。'] } },
    });
  });

  it('counts wrong SMS codes toward the sign-in lockout: after 5 the right code is refused too', async () => {
    // Past the lockout window of the earlier tests' failures.
    t.clock.advance(16 * 60_000);
    const c = t.client();
    const r = await c.api.auth.login({ email: 'mfa@demo.olive.test', password: DEMO_PASSWORD });
    const session = r.ok ? (r.data.data?.session ?? '') : '';
    const code = t.lastCode('09000000006');
    const wrongCode = code === '123456' ? '654321' : '123456';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const w = await c.api.auth.smsAuthentication({
        email: 'mfa@demo.olive.test',
        smsVerificationCode: wrongCode,
        session,
      });
      statuses.push(w.status ?? 0);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    const right = await c.api.auth.smsAuthentication({
      email: 'mfa@demo.olive.test',
      smsVerificationCode: code,
      session,
    });
    expect(right).toMatchObject({
      ok: false,
      status: 429,
      error: {
        message:
          'ログインに続けて失敗したため、一時的にログインを制限しています。15分ほど経ってから再度お試しください。',
      },
    });
    // The password alone is locked out as well: the five wrong codes were five failed sign-ins.
    const again = await t.client().api.auth.login({ email: 'mfa@demo.olive.test', password: DEMO_PASSWORD });
    expect(again).toMatchObject({ ok: false, status: 429 });
    t.clock.advance(16 * 60_000);
  });
});

describe('first sign-in with a temporary password (NEW_PASSWORD_REQUIRED)', () => {
  it('changes the initial password, then needs e-mail and phone verification by codes', async () => {
    const c = t.client();
    const r = await c.api.auth.login({ email: 'first-login@demo.olive.test', password: DEMO_PASSWORD });
    expect(r).toMatchObject({
      ok: true,
      data: { code: 'NEW_PASSWORD_REQUIRED', data: { email: 'first-login@demo.olive.test' } },
    });
    const session = r.ok ? (r.data.data?.session ?? '') : '';
    const weak = await c.api.auth.changeInitialPassword({
      email: 'first-login@demo.olive.test',
      password: 'short',
      session,
    });
    expect(weak).toMatchObject({
      ok: false,
      status: 422,
      error: {
        errors: { password: expect.arrayContaining(['新しいパスワードは少なくとも 12文字以上で指定してください。']) },
      },
    });
    const changed = await c.api.auth.changeInitialPassword({
      email: 'first-login@demo.olive.test',
      password: 'Sakura-2027-a',
      session,
    });
    expect(changed).toMatchObject({ ok: true, data: { user: { email: 'first-login@demo.olive.test' } } });
    // The old password no longer signs in; the new one does, without NEW_PASSWORD_REQUIRED.
    expect(
      (await t.client().api.auth.login({ email: 'first-login@demo.olive.test', password: DEMO_PASSWORD })).ok,
    ).toBe(false);
    const again = await t.client().api.auth.login({ email: 'first-login@demo.olive.test', password: 'Sakura-2027-a' });
    expect(again.ok && again.data.code).toBeUndefined();
  });

  it('resends a new temporary password by e-mail only to accounts that still need one', async () => {
    await t.client().api.auth.resendInitialPassword({ email: 'super@demo.olive.test' });
    expect(
      t.outbox().filter((m) => m.to === 'super@demo.olive.test' && m.subject.includes('アカウント登録')),
    ).toHaveLength(0);
  });
});

describe('e-mail and phone verification', () => {
  it('verifies the e-mail with a code sent by e-mail', async () => {
    const c = t.client();
    await c.api.auth.login({ email: 'verify-email@demo.olive.test', password: DEMO_PASSWORD });
    expect(await c.api.auth.sendVerificationCode({ isEmail: true })).toMatchObject({ ok: true });
    const mail = t.outbox().at(-1);
    expect(mail).toMatchObject({ channel: 'email', to: 'verify-email@demo.olive.test' });
    const r = await c.api.auth.verifyEmail({ code: mail?.code ?? '' });
    expect(r).toMatchObject({ ok: true, data: { user: { isEmailVerified: true } } });
    expect(await c.api.auth.verifyEmail({ code: mail?.code ?? '' })).toMatchObject({ ok: false, status: 422 });
    expect((await c.api.contracts.statuses()).ok).toBe(true);
  });

  it('verifies the phone with a code sent by SMS', async () => {
    const c = t.client();
    const r0 = await c.api.auth.login({ email: 'verify-phone@demo.olive.test', password: DEMO_PASSWORD });
    expect(r0.ok && r0.data.user?.phoneNumberStatus).toBe('unverified');
    await c.api.auth.sendVerificationCode({ isEmail: false });
    const r = await c.api.auth.verifyPhoneNumber({ code: t.lastCode('09000000009') });
    expect(r).toMatchObject({ ok: true, data: { user: { phoneNumberStatus: 'verified' } } });
  });
});

describe('forgot, reset and change password', () => {
  it('resets by code and answers the same for unknown addresses', async () => {
    const c = t.client();
    const known = await c.api.auth.forgotPassword({ email: 'general@demo.olive.test' });
    const unknown = await c.api.auth.forgotPassword({ email: 'ghost@demo.olive.test' });
    expect(known.ok && unknown.ok && known.data.message === unknown.data.message).toBe(true);
    const code = t.lastCode('general@demo.olive.test');
    const r = await c.api.auth.resetPassword({ email: 'general@demo.olive.test', password: 'Midori-2027-a', code });
    expect(r.ok).toBe(true);
    expect((await t.client().api.auth.login({ email: 'general@demo.olive.test', password: 'Midori-2027-a' })).ok).toBe(
      true,
    );
  });

  it('changes the password after checking the current one', async () => {
    const c = await t.signedIn('recruiter-admin@demo.olive.test');
    const wrong = await c.api.auth.changePassword({
      previousPassword: 'nope',
      password: 'Aoba-2027-xyz',
      password_confirmation: 'Aoba-2027-xyz',
    });
    expect(wrong).toMatchObject({
      ok: false,
      status: 422,
      error: { errors: { previousPassword: ['現在のパスワードが正しくありません。'] } },
    });
    const ok = await c.api.auth.changePassword({
      previousPassword: DEMO_PASSWORD,
      password: 'Aoba-2027-xyz',
      password_confirmation: 'Aoba-2027-xyz',
    });
    expect(ok.ok).toBe(true);
    expect(
      (await t.client().api.auth.login({ email: 'recruiter-admin@demo.olive.test', password: 'Aoba-2027-xyz' })).ok,
    ).toBe(true);
  });
});

describe('lockout', () => {
  it('locks an account for 15 minutes after 5 failures, with a message that does not reveal the account', async () => {
    const tryWrong = (email: string) => t.client().api.auth.login({ email, password: 'Wrong-pass-1' });
    for (let i = 0; i < 4; i++) expect((await tryWrong('staff1@olive.demo.olive.test')).status).toBe(401);
    const fifth = await tryWrong('staff1@olive.demo.olive.test');
    expect(fifth.status).toBe(429);
    // Even the right password is refused while locked.
    const right = await t.client().api.auth.login({ email: 'staff1@olive.demo.olive.test', password: DEMO_PASSWORD });
    expect(right.status).toBe(429);
    // An address with no account locks in the same way and says the same.
    for (let i = 0; i < 4; i++) await tryWrong('ghost@demo.olive.test');
    const ghost = await tryWrong('ghost@demo.olive.test');
    expect(!ghost.ok && !fifth.ok && ghost.error.message === fifth.error.message).toBe(true);
    t.clock.advance(15 * 60_000 + 1000);
    expect(
      (await t.client().api.auth.login({ email: 'staff1@olive.demo.olive.test', password: DEMO_PASSWORD })).ok,
    ).toBe(true);
  });
});
