import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyIps, codeFailures, loginFailures, users, verificationCodes } from '../../src/db/schema';
import { serverMessages } from '../../src/messages';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../harness';
import { rawCall } from './rawCall';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
const raw = (path: string, body: unknown) => rawCall(t, path, body);

async function allowOnly(agencyCode: string, ipAddress: string) {
  const now = t.clock.now();
  await t.ctx.db.insert(agencyIps).values({ agencyCode, ipAddress, createdAt: now, updatedAt: now });
  return () =>
    t.ctx.db.delete(agencyIps).where(and(eq(agencyIps.agencyCode, agencyCode), eq(agencyIps.ipAddress, ipAddress)));
}

const userRow = async (email: string) => {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
};

describe('the recruiter IP allow-list at sign-in', () => {
  it('answers the right password from a blocked address as a wrong one, and keeps counting failures', async () => {
    const email = 'recruiter-admin@demo.olive.test';
    const unblock = await allowOnly('A0001', '198.51.100.1');
    try {
      const wrong = await raw('/login', { email, password: 'Wrong-pass-1' });
      const right = await raw('/login', { email, password: DEMO_PASSWORD });
      expect(wrong.status).toBe(401);
      expect(right).toMatchObject({ status: wrong.status, bytes: wrong.bytes });
      expect(JSON.parse(right.text)).toEqual({ message: serverMessages.loginFailed });
      // Two failures so far: the right password did not clear the count.
      const [row] = await t.ctx.db.select().from(loginFailures).where(eq(loginFailures.email, email));
      expect(row?.failures).toBe(2);
      await raw('/login', { email, password: 'Wrong-pass-1' });
      await raw('/login', { email, password: 'Wrong-pass-1' });
      // The fifth failure (the right password, still from the blocked address) locks the address.
      expect((await raw('/login', { email, password: DEMO_PASSWORD })).status).toBe(429);
      await unblock();
      expect((await raw('/login', { email, password: DEMO_PASSWORD })).status).toBe(429);
    } finally {
      await unblock();
      await t.ctx.db.delete(loginFailures).where(eq(loginFailures.email, email));
    }
    expect((await raw('/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('sends no SMS code to a recruiter signing in from a blocked address', async () => {
    await t.ctx.db.update(users).set({ isMfaActive: true }).where(eq(users.email, 'recruiter@demo.olive.test'));
    const unblock = await allowOnly('A0001', '198.51.100.1');
    try {
      const before = t.outbox().length;
      const r = await raw('/login', { email: 'recruiter@demo.olive.test', password: DEMO_PASSWORD });
      expect(r.status).toBe(401);
      expect(t.outbox().length).toBe(before);
      await unblock();
      const allowed = await raw('/login', { email: 'recruiter@demo.olive.test', password: DEMO_PASSWORD });
      expect(JSON.parse(allowed.text)).toMatchObject({ code: 'SMS_MFA' });
      expect(t.outbox().length).toBe(before + 1);
    } finally {
      await unblock();
      await t.ctx.db.update(users).set({ isMfaActive: false }).where(eq(users.email, 'recruiter@demo.olive.test'));
    }
  });

  it('change-initial-password checks the allow-list before it saves anything', async () => {
    const email = 'first-login@demo.olive.test';
    const c = t.client();
    const r = await c.api.auth.login({ email, password: DEMO_PASSWORD });
    const session = r.ok ? (r.data.data?.session ?? '') : '';
    expect(r.ok && r.data.code).toBe('NEW_PASSWORD_REQUIRED');
    const before = await userRow(email);
    const unblock = await allowOnly('A0002', '198.51.100.2');
    try {
      const refused = await c.api.auth.changeInitialPassword({ email, password: 'Tsubaki-2027', session });
      expect(refused).toMatchObject({ ok: false, status: 403, error: { message: serverMessages.ipNotAllowed } });
      const after = await userRow(email);
      expect(after.passwordHash).toBe(before.passwordHash);
      expect(after.mustChangePassword).toBe(true);
    } finally {
      await unblock();
    }
    // Nothing was spent: the same challenge changes the password once the address is allowed.
    const changed = await c.api.auth.changeInitialPassword({ email, password: 'Tsubaki-2027', session });
    expect(changed).toMatchObject({ ok: true, status: 200 });
    const again = await t.client().api.auth.changeInitialPassword({ email, password: 'Tsubaki-2028', session });
    expect(again).toMatchObject({ ok: false, status: 401 });
  });
});

describe('atomic counters under concurrent attempts', () => {
  it('compares no more than 5 passwords however many arrive at once', async () => {
    const email = 'verify-phone@demo.olive.test';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.client().api.auth.login({ email, password: 'Wrong-pass-1' })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16);
    expect((await t.client().api.auth.login({ email, password: DEMO_PASSWORD })).status).toBe(429);
    await t.ctx.db.delete(loginFailures).where(eq(loginFailures.email, email));
  });

  it('takes no more than 5 tries of a code, and spends a code once, however many arrive at once', async () => {
    const email = 'mfa@demo.olive.test';
    const c = t.client();
    const r = await c.api.auth.login({ email, password: DEMO_PASSWORD });
    const session = r.ok ? (r.data.data?.session ?? '') : '';
    const code = t.lastCode('09000000006');
    const wrongCode = code === '123456' ? '654321' : '123456';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.client().api.auth.smsAuthentication({ email, smsVerificationCode: wrongCode, session }),
      ),
    );
    // Each wrong code is also a failed sign-in: the answers are wrong-code refusals until the fifth
    // failure locks the address (429); none signs in, and the code was compared 5 times at most.
    expect(answers.some((a) => a.ok)).toBe(false);
    expect(answers.every((a) => a.status === 422 || a.status === 429)).toBe(true);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThan(0);
    const user = await userRow(email);
    const [row] = await t.ctx.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, 'sms_mfa')))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    expect(row?.attempts).toBe(5);
    const right = await c.api.auth.smsAuthentication({ email, smsVerificationCode: code, session });
    expect(right).toMatchObject({ ok: false, status: 429 });
    await t.ctx.db.delete(loginFailures).where(eq(loginFailures.email, email));
    await t.ctx.db.delete(codeFailures).where(eq(codeFailures.email, email));
    // The worn-out code was sent under a minute ago: the next sign-in waits for the resend interval.
    t.clock.advance(61_000);

    // A fresh code sent to the right person twice at once signs in once.
    const r2 = await t.client().api.auth.login({ email, password: DEMO_PASSWORD });
    const session2 = r2.ok ? (r2.data.data?.session ?? '') : '';
    const code2 = t.lastCode('09000000006');
    const both = await Promise.all(
      [1, 2].map(() => t.client().api.auth.smsAuthentication({ email, smsVerificationCode: code2, session: session2 })),
    );
    expect(both.filter((a) => a.ok)).toHaveLength(1);
  });
});
