import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../harness';

/**
 * The sign-in steps' rules, on real HTTP: a new password differs from the one it replaces, the SMS
 * code's resend and its interval, and where a verification code was sent.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const reused = '新しいパスワードは現在のパスワードと異なるものを指定してください。';

describe('a new password differs from the one it replaces', () => {
  it('the change form refuses the current password as the new one (422 on the field), and changes nothing', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    const r = await c.api.auth.changePassword({
      previousPassword: DEMO_PASSWORD,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    });
    expect(r).toMatchObject({ ok: false, status: 422, error: { errors: { password: [reused] } } });
    // Still the same password.
    expect((await t.client().api.auth.login({ email: 'general@demo.olive.test', password: DEMO_PASSWORD })).ok).toBe(
      true,
    );
  });

  it('the initial-password change refuses the temporary password, and the challenge stays usable', async () => {
    const c = t.client();
    const login = await c.api.auth.login({ email: 'first-login@demo.olive.test', password: DEMO_PASSWORD });
    expect(login).toMatchObject({ ok: true, data: { code: 'NEW_PASSWORD_REQUIRED' } });
    const session = login.ok ? (login.data.data?.session ?? '') : '';
    const same = await c.api.auth.changeInitialPassword({
      email: 'first-login@demo.olive.test',
      password: DEMO_PASSWORD,
      session,
    });
    expect(same).toMatchObject({ ok: false, status: 422, error: { errors: { password: [reused] } } });
    const changed = await c.api.auth.changeInitialPassword({
      email: 'first-login@demo.olive.test',
      password: 'Midori-2026-new',
      session,
    });
    expect(changed).toMatchObject({ ok: true, data: { user: { email: 'first-login@demo.olive.test' } } });
  });
});

describe('the SMS step', () => {
  it('answers SMS_MFA with the masked number, and resends once the interval has passed', async () => {
    const c = t.client();
    const login = await c.api.auth.login({ email: 'mfa@demo.olive.test', password: DEMO_PASSWORD });
    expect(login).toMatchObject({
      ok: true,
      data: { code: 'SMS_MFA', data: { email: 'mfa@demo.olive.test', phoneNumber: '*******0006' } },
    });
    const session = login.ok ? (login.data.data?.session ?? '') : '';
    const first = t.lastCode('09000000006');
    const soon = await c.api.auth.resendSmsCode({ email: 'mfa@demo.olive.test', session });
    expect(soon).toMatchObject({
      ok: false,
      status: 429,
      error: { message: '認証コードの再送は60秒に1回までです。しばらくしてから再度お試しください。' },
    });
    t.clock.advance(61_000);
    const sent = t.outbox().length;
    const again = await c.api.auth.resendSmsCode({ email: 'mfa@demo.olive.test', session });
    expect(again).toMatchObject({ ok: true });
    expect(t.outbox().length).toBe(sent + 1);
    const second = t.lastCode('09000000006');
    // The new code signs in; the old one stopped working when the new one was sent.
    if (first !== second) {
      const old = await c.api.auth.smsAuthentication({
        email: 'mfa@demo.olive.test',
        smsVerificationCode: first,
        session,
      });
      expect(old).toMatchObject({ ok: false, status: 422 });
    }
    const ok = await c.api.auth.smsAuthentication({
      email: 'mfa@demo.olive.test',
      smsVerificationCode: second,
      session,
    });
    expect(ok).toMatchObject({ ok: true, data: { user: { email: 'mfa@demo.olive.test' } } });
  });

  it('refuses a resend without a live challenge', async () => {
    const r = await t.client().api.auth.resendSmsCode({ email: 'mfa@demo.olive.test', session: 'not-a-challenge' });
    expect(r).toMatchObject({ ok: false, status: 401 });
  });
});

describe('verification codes say where they went', () => {
  it('the e-mail address, or the masked phone number', async () => {
    const c = t.client();
    await c.api.auth.login({ email: 'verify-phone@demo.olive.test', password: DEMO_PASSWORD });
    const sms = await c.api.auth.sendVerificationCode({ isEmail: false });
    expect(sms.ok && sms.data.message).toMatch(/^ご登録の電話番号（\*+\d{4}）にSMSで認証コードを送信しました。$/);
    const mail = await c.api.auth.sendVerificationCode({ isEmail: true });
    expect(mail.ok && mail.data.message).toBe('verify-phone@demo.olive.test に認証コードを送信しました。');
  });
});
