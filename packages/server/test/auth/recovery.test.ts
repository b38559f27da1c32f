import { endpoints } from '@olive/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_MIN_MS, resetRefused } from '../../src/auth/routes';
import { users } from '../../src/db/schema';
import { serverMessages } from '../../src/messages';
import { startTestServer, type TestServer } from '../harness';
import { rawCall } from './rawCall';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
const raw = (path: string, body: unknown) => rawCall(t, path, body);

describe('password recovery: one answer, one cost', () => {
  it('forgot-password answers byte for byte the same for an account and an unknown address', async () => {
    const sentBefore = t.outbox().filter((m) => m.to === 'admin@demo.olive.test').length;
    const known = await raw(endpoints['auth.forgotPassword'].path, { email: 'admin@demo.olive.test' });
    const unknown = await raw(endpoints['auth.forgotPassword'].path, { email: 'ghost-1@demo.olive.test' });
    expect(t.outbox().filter((m) => m.to === 'admin@demo.olive.test').length).toBe(sentBefore + 1);
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: known.status, bytes: known.bytes });
    for (const r of [known, unknown]) expect(r.ms).toBeGreaterThanOrEqual(RECOVERY_MIN_MS - 5);
  });

  it('reset-password answers the same for an unknown address, no pending code and a wrong code', async () => {
    const path = endpoints['auth.resetPassword'].path;
    const body = (email: string) => ({ email, password: 'Kaede-2027-xy', code: '000000' });
    const unknown = await raw(path, body('ghost-2@demo.olive.test'));
    const noCode = await raw(path, body('verify-phone@demo.olive.test'));
    await raw(endpoints['auth.forgotPassword'].path, { email: 'verify-email@demo.olive.test' });
    const code = t.lastCode('verify-email@demo.olive.test');
    const wrong = await raw(path, {
      ...body('verify-email@demo.olive.test'),
      code: code === '000000' ? '111111' : '000000',
    });
    expect(unknown.status).toBe(422);
    expect(JSON.parse(unknown.text)).toEqual({
      message: serverMessages.validation,
      errors: { code: [resetRefused] },
    });
    expect(noCode).toMatchObject({ status: unknown.status, bytes: unknown.bytes });
    expect(wrong).toMatchObject({ status: unknown.status, bytes: unknown.bytes });
    for (const r of [unknown, noCode, wrong]) expect(r.ms).toBeGreaterThanOrEqual(RECOVERY_MIN_MS - 5);
    // After 5 wrong tries the address still answers the same (no "too many tries" that only an account has).
    for (let i = 0; i < 5; i++) await raw(path, { ...body('verify-email@demo.olive.test'), code: '999999' });
    expect((await raw(path, { ...body('verify-email@demo.olive.test'), code })).bytes).toBe(unknown.bytes);
  });

  it('resend-initial-password answers the same for an unknown address, an active account and one that needs it', async () => {
    // verify-email@ is not signed in with its password again in this file: its password may change here.
    const email = 'verify-email@demo.olive.test';
    // Its temporary password mailed over a day ago: a resend may replace it (docs/product.md §4).
    const mailedAt = new Date(t.clock.now().getTime() - 25 * 3_600_000);
    await t.ctx.db.update(users).set({ mustChangePassword: true, updatedAt: mailedAt }).where(eq(users.email, email));
    const path = endpoints['auth.resendInitialPassword'].path;
    const needs = await raw(path, { email });
    const active = await raw(path, { email: 'super@demo.olive.test' });
    const unknown = await raw(path, { email: 'ghost-3@demo.olive.test' });
    expect(needs.status).toBe(200);
    expect(active).toMatchObject({ status: needs.status, bytes: needs.bytes });
    expect(unknown).toMatchObject({ status: needs.status, bytes: needs.bytes });
    expect(t.outbox().some((m) => m.to === email && m.subject.includes('アカウント登録'))).toBe(true);
    for (const r of [needs, active, unknown]) expect(r.ms).toBeGreaterThanOrEqual(RECOVERY_MIN_MS - 5);
  });
});
