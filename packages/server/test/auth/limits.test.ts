import { CODE_FAILURES_PER_DAY, codeLockedMessage } from '@olive/api';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { japanDay } from '../../src/auth/codeBudget';
import { resetRefused } from '../../src/auth/routes';
import { parseTrustProxy } from '../../src/config';
import { codeFailures, users, verificationCodes } from '../../src/db/schema';
import { serverMessages } from '../../src/messages';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../harness';

let t: TestServer;
let app: FastifyInstance;
beforeAll(async () => {
  t = await startTestServer();
  // The same database behind a proxy on loopback: each call names its client in X-Forwarded-For,
  // with production's per-address limit (30 a minute). The recovery answers' least time is what
  // auth/recovery.test.ts holds; here it would only make the many calls slow.
  app = await t.serverWith({
    trustProxy: parseTrustProxy('loopback'),
    rateLimitPerMinute: 30,
    recoveryMinMs: 0,
  });
});
afterAll(() => t.close());

const xsrf = { cookie: 'XSRF-TOKEN=limits-test-token', 'x-xsrf-token': 'limits-test-token' };
const NEW_PASSWORD = 'Limits7quartz9Frame';

function post(url: string, from: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, headers: { ...xsrf, 'x-forwarded-for': from }, payload });
}

async function userId(email: string): Promise<number> {
  const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The code tries taken on the user's codes of one purpose: a try is taken only to compare a code. */
async function triesTaken(email: string, purpose: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`coalesce(sum(${verificationCodes.attempts}), 0)::int` })
    .from(verificationCodes)
    .where(sql`${verificationCodes.userId} = ${await userId(email)} and ${verificationCodes.purpose} = ${purpose}`);
  return Number(row?.n ?? 0);
}

async function dayFailures(email: string): Promise<number> {
  const [row] = await t.ctx.db.select().from(codeFailures).where(eq(codeFailures.email, email));
  return row?.failures ?? 0;
}

describe('wrong codes per account and day, whatever the client address (docs/product.md §4)', () => {
  it('30 wrong reset codes across 6 fresh codes from 6 addresses: none after the tenth is compared', async () => {
    const email = 'general@demo.olive.test';
    const answers: string[] = [];
    let lastCode = '';
    for (let round = 0; round < 6; round++) {
      const from = `203.0.113.${10 + round}`;
      t.clock.advance(61_000);
      expect((await post('/api/forgot-password', from, { email })).statusCode).toBe(200);
      lastCode = t.lastCode(email);
      const wrong = lastCode === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const r = await post('/api/reset-password', from, {
          email,
          code: wrong,
          password: NEW_PASSWORD,
        });
        expect(r.statusCode).toBe(422);
        answers.push(r.json().errors.code[0]);
      }
    }
    // Six fresh codes went out: the code's own 5 tries would have allowed all 30.
    expect(t.outbox().filter((m) => m.to === email && m.subject.includes('パスワード再設定'))).toHaveLength(6);
    expect(answers.slice(0, CODE_FAILURES_PER_DAY)).toEqual(Array(CODE_FAILURES_PER_DAY).fill(resetRefused));
    expect(answers.slice(CODE_FAILURES_PER_DAY)).toEqual(Array(30 - CODE_FAILURES_PER_DAY).fill(codeLockedMessage));
    // Only ten codes were ever compared: past the tenth no code's try was even taken.
    expect(await triesTaken(email, 'reset_password')).toBe(CODE_FAILURES_PER_DAY);
    expect(await dayFailures(email)).toBe(30);

    // The right code, from yet another address, is refused as well, and the password stays.
    const right = await post('/api/reset-password', '203.0.113.99', {
      email,
      code: lastCode,
      password: NEW_PASSWORD,
    });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code).toEqual([codeLockedMessage]);
    expect(await triesTaken(email, 'reset_password')).toBe(CODE_FAILURES_PER_DAY);
    expect((await t.client().api.auth.login({ email, password: DEMO_PASSWORD })).ok).toBe(true);

    // Recovery: the next day (Japan time) the address may try again.
    t.clock.advance(24 * 3_600_000);
    expect((await post('/api/forgot-password', '203.0.113.10', { email })).statusCode).toBe(200);
    const fresh = await post('/api/reset-password', '203.0.113.10', {
      email,
      code: t.lastCode(email),
      password: NEW_PASSWORD,
    });
    expect(fresh.statusCode).toBe(200);
    expect((await t.client().api.auth.login({ email, password: NEW_PASSWORD })).ok).toBe(true);
  });

  it("an administrator saving the account lifts the day's lock", async () => {
    const email = 'staff2@olive.demo.olive.test';
    const guess = (code: string) =>
      post('/api/reset-password', '198.51.100.200', { email, code, password: NEW_PASSWORD });
    expect((await post('/api/forgot-password', '198.51.100.200', { email })).statusCode).toBe(200);
    const code = t.lastCode(email);
    await t.ctx.db
      .insert(codeFailures)
      .values({ email, day: japanDay(t.clock.now()), failures: CODE_FAILURES_PER_DAY });
    expect((await guess(code)).json().errors.code).toEqual([codeLockedMessage]);
    const admin = await t.signedIn('super@demo.olive.test');
    const list = await admin.api.oliveUsers.list({ keyword: 'staff2@' });
    const row = list.ok ? list.data.data.find((u) => u.email === email) : undefined;
    const detail = row ? await admin.api.oliveUsers.show(row.id) : undefined;
    if (!row || !detail?.ok) throw new Error('staff2 not found');
    const saved = await admin.api.oliveUsers.update(row.id, {
      name: detail.data.data.name,
      email,
      phoneNumber: detail.data.data.phoneNumber ?? '',
      roleType: detail.data.data.roleType,
      isMfaActive: detail.data.data.isMfaActive,
    });
    expect(saved.ok).toBe(true);
    expect((await guess(code)).statusCode).toBe(200);
  });

  it('an unknown address is locked the same way, so the lock tells nothing about an account', async () => {
    const email = 'nobody-here@demo.olive.test';
    const codes: string[] = [];
    for (let i = 0; i < CODE_FAILURES_PER_DAY + 1; i++) {
      const r = await post('/api/reset-password', `198.51.100.${i + 1}`, {
        email,
        code: '123456',
        password: NEW_PASSWORD,
      });
      codes.push(r.json().errors.code[0]);
    }
    expect(codes.at(-2)).toBe(resetRefused);
    expect(codes.at(-1)).toBe(codeLockedMessage);
  });

  it('SMS codes share the day: fresh codes after each lockout window stop at the tenth wrong one', async () => {
    const email = 'mfa@demo.olive.test';
    const phone = '09000000006';
    const results: number[] = [];
    let code = '';
    let session = '';
    const signIn = async () => {
      const c = t.client();
      const r = await c.api.auth.login({ email, password: DEMO_PASSWORD });
      session = r.ok ? (r.data.data?.session ?? '') : '';
      code = t.lastCode(phone);
      return c;
    };
    // Four wrong codes at a time stay under the 15-minute lockout; the lockout window then passes.
    for (let round = 0; round < 3; round++) {
      const c = await signIn();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) {
        const r = await c.api.auth.smsAuthentication({ email, smsVerificationCode: wrong, session });
        results.push(r.status ?? 0);
        if (!r.ok && r.status === 422 && results.length > CODE_FAILURES_PER_DAY) {
          expect(r.error).toMatchObject({ errors: { smsVerificationCode: [codeLockedMessage] } });
        }
      }
      t.clock.advance(16 * 60_000);
    }
    expect(results).toHaveLength(12);
    expect(await dayFailures(email)).toBe(12);
    const c = await signIn();
    const right = await c.api.auth.smsAuthentication({ email, smsVerificationCode: code, session });
    expect(right).toMatchObject({ ok: false, error: { errors: { smsVerificationCode: [codeLockedMessage] } } });
    expect(await triesTaken(email, 'sms_mfa')).toBe(CODE_FAILURES_PER_DAY);
  });
});

describe('codes and mails sent at most once a minute (docs/product.md §4)', () => {
  it('signing in again within the minute sends no second SMS; the code sent stays the live one', async () => {
    t.clock.advance(24 * 3_600_000);
    const email = 'mfa@demo.olive.test';
    const before = t.outbox().length;
    const first = await t.client().api.auth.login({ email, password: DEMO_PASSWORD });
    const code = t.lastCode('09000000006');
    const c = t.client();
    const second = await c.api.auth.login({ email, password: DEMO_PASSWORD });
    expect(first).toMatchObject({ ok: true, data: { code: 'SMS_MFA' } });
    expect(second).toMatchObject({ ok: true, data: { code: 'SMS_MFA' } });
    expect(t.outbox().length - before).toBe(1);
    const session = second.ok ? (second.data.data?.session ?? '') : '';
    expect(await c.api.auth.smsAuthentication({ email, smsVerificationCode: code, session })).toMatchObject({
      ok: true,
    });
  });

  it('send-verification-code answers 429 within the minute and sends nothing', async () => {
    const c = await t.signedIn('super@demo.olive.test');
    expect(await c.api.auth.sendVerificationCode({ isEmail: true })).toMatchObject({ ok: true });
    const before = t.outbox().length;
    const again = await c.api.auth.sendVerificationCode({ isEmail: true });
    expect(again).toMatchObject({ ok: false, status: 429, error: { message: serverMessages.codeResendTooSoon(60) } });
    expect(t.outbox().length).toBe(before);
    t.clock.advance(61_000);
    expect(await c.api.auth.sendVerificationCode({ isEmail: true })).toMatchObject({ ok: true });
  });

  it('forgot-password: once a minute and ten a day per typed address, the same for unknown ones', async () => {
    for (const email of ['admin@demo.olive.test', 'no-account@demo.olive.test']) {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push((await post('/api/forgot-password', `192.0.2.${i + 1}`, { email })).statusCode);
        statuses.push((await post('/api/forgot-password', `192.0.2.${i + 101}`, { email })).statusCode);
        t.clock.advance(61_000);
      }
      expect(statuses).toEqual([...Array(10).fill([200, 429]).flat(), 429, 429, 429, 429]);
    }
    expect(t.outbox().filter((m) => m.to === 'admin@demo.olive.test' && m.subject.includes('再設定'))).toHaveLength(10);
  });

  it('resend-initial-password keeps a temporary password mailed within the day', async () => {
    const email = 'first-login@demo.olive.test';
    // As the account was just mailed its temporary password (created or resent).
    await t.ctx.db.update(users).set({ updatedAt: t.clock.now() }).where(eq(users.email, email));
    const before = t.outbox().length;
    expect((await post('/api/resend-initial-password', '192.0.2.50', { email })).statusCode).toBe(200);
    expect(t.outbox().length).toBe(before);
    // The mailed password still works.
    const r = await t.client().api.auth.login({ email, password: DEMO_PASSWORD });
    expect(r).toMatchObject({ ok: true, data: { code: 'NEW_PASSWORD_REQUIRED' } });
    // A day later a lost mail can be replaced.
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await post('/api/resend-initial-password', '192.0.2.51', { email })).statusCode).toBe(200);
    expect(
      t
        .outbox()
        .slice(before)
        .filter((m) => m.to === email),
    ).toHaveLength(1);
  });
});
