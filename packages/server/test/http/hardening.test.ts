import { endpoints } from '@olive/api';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { buildServer } from '../../src/app';
import { RECOVERY_MIN_MS, resetRefused } from '../../src/auth/routes';
import { type Config, ConfigError, loadConfig } from '../../src/config';
import { agencyIps, contracts, loginFailures, users, verificationCodes } from '../../src/db/schema';
import { escapeFormula } from '../../src/http/csv';
import { serverMessages } from '../../src/messages';
import { checkStatementZip, zipMessages } from '../../src/statements/zipImport';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../harness';

let t: TestServer;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

/** A raw call with the XSRF pair, answering the status, the exact bytes and the time taken. */
async function raw(path: string, body: unknown, method = 'POST') {
  const c = t.client();
  await c.fetch(`${t.url}${endpoints['auth.csrfCookie'].path}`);
  const started = performance.now();
  const r = await c.fetch(`${t.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': c.readCookie('XSRF-TOKEN') ?? '' },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await r.arrayBuffer()).toString('hex');
  return { status: r.status, bytes, ms: performance.now() - started, text: Buffer.from(bytes, 'hex').toString() };
}

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

describe('CSV formula injection', () => {
  it('prefixes a text cell starting with = + - @ tab or CR with an apostrophe, and nothing else', () => {
    for (const v of ['=1+1', '+81-90', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(escapeFormula(v)).toBe(`'${v}`);
    for (const v of ['山田 太郎', 'A0001', '2026/11/22', '', "'=x", ' =x']) expect(escapeFormula(v)).toBe(v);
  });

  it('in the contracts export', async () => {
    const [first] = await t.ctx.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.agencyCode, 'A0001'))
      .orderBy(asc(contracts.id))
      .limit(1);
    await t.ctx.db
      .update(contracts)
      .set({ policyholderName: '=HYPERLINK("http://evil.example","x")', insuredName: '@SUM(1+1)', planName: '\tcmd' })
      .where(eq(contracts.id, first?.id ?? 0));
    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.api.contracts.export({ agencyCode: 'A0001' });
    if (!r.ok) throw new Error(JSON.stringify(r));
    const text = await r.data.blob.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain(`"'@SUM(1+1)"`);
    expect(text).toContain(`"'\tcmd"`);
    expect(text).not.toMatch(/(^|,)"[=+@\t\r]/m);
  });

  it('in the action-log download and the recruiter download', async () => {
    await t.ctx.db.update(users).set({ name: '+cmd|calc' }).where(eq(users.email, 'general@demo.olive.test'));
    await t.ctx.db.update(users).set({ name: '-2+3' }).where(eq(users.email, 'recruiter-admin@demo.olive.test'));
    const general = await t.signedIn('general@demo.olive.test');
    expect((await general.api.agencies.list()).ok).toBe(true);
    const logs = await general.api.actionLogs.download({});
    if (!logs.ok) throw new Error(JSON.stringify(logs));
    const logText = await logs.data.blob.text();
    expect(logText).toContain(`"'+cmd|calc"`);
    expect(logText).not.toContain(`"+cmd|calc"`);

    const admin = await t.signedIn('super@demo.olive.test');
    const recruiters = await admin.api.recruiters.download({ agencyCodeList: ['A0001'] });
    if (!recruiters.ok) throw new Error(JSON.stringify(recruiters));
    const recruiterText = await recruiters.data.blob.text();
    expect(recruiterText).toContain(`"'-2+3"`);
    expect(recruiterText).not.toContain(`"-2+3"`);
  });
});

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
    await t.ctx.db.update(users).set({ mustChangePassword: true }).where(eq(users.email, email));
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
    const messages = answers.map((a) => (a.ok ? 'ok' : (a.error.errors?.smsVerificationCode?.[0] ?? a.error.message)));
    expect(messages.filter((m) => m === serverMessages.codeWrong)).toHaveLength(4);
    expect(messages.filter((m) => m === serverMessages.codeTooManyTries)).toHaveLength(16);
    const user = await userRow(email);
    const [row] = await t.ctx.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, 'sms_mfa')))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    expect(row?.attempts).toBe(5);
    const right = await c.api.auth.smsAuthentication({ email, smsVerificationCode: code, session });
    expect(right).toMatchObject({
      ok: false,
      error: { errors: { smsVerificationCode: [serverMessages.codeTooManyTries] } },
    });

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

/** A zip built with yazl, so an entry can carry Unix file-mode bits. */
function yazlZip(entries: Array<{ name: string; content: Buffer; mode?: number }>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const zip = new yazl.ZipFile();
    for (const e of entries) zip.addBuffer(e.content, e.name, e.mode ? { mode: e.mode } : {});
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
    zip.end();
  });
}

describe('zip uploads: symlinks and memory', () => {
  const pdf = Buffer.from('%PDF-1.4\n% test\n%%EOF\n');

  it('refuses a symbolic-link entry with a Japanese reason, and the whole zip with it', async () => {
    const body = await yazlZip([
      { name: 'A0001_202610.pdf', content: pdf },
      { name: 'A0002_202610.pdf', content: Buffer.from('/etc/passwd'), mode: 0o120777 },
    ]);
    const check = await checkStatementZip(body, 'commissions/settlements/pdf', () => true);
    expect(check.rejected).toEqual([{ name: 'A0002_202610.pdf', reason: zipMessages.symlink }]);

    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.api.uploads.upload(
      'commissionsSettlementsPdf',
      new Blob([new Uint8Array(body)]),
      'upload.zip',
    );
    expect(r).toMatchObject({
      ok: false,
      status: 422,
      error: { data: { data: { rejected: [{ name: 'A0002_202610.pdf', reason: zipMessages.symlink }] } } },
    });
  });

  it('keeps no entry in memory while it checks, and reads one at a time to store', async () => {
    const entryBytes = 20 * 1024 * 1024 - 4096;
    const body = Buffer.alloc(entryBytes, 0x20);
    body.write('%PDF-1.4\n');
    const count = 12; // 240 MiB inflated
    const zip = zipSync(
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [`A${String(i + 1).padStart(4, '0')}_202610.pdf`, body]),
      ),
      { level: 1 },
    );
    const base = process.memoryUsage().arrayBuffers;
    let peak = base;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 2);
    const check = await checkStatementZip(Buffer.from(zip), 'commissions/settlements/pdf', () => true);
    clearInterval(sample);
    expect(check.rejected).toEqual([]);
    expect(check.accepted).toHaveLength(count);
    // Holding every entry (the former way) would be 240 MiB; the check streams each entry instead.
    expect((peak - base) / 1024 / 1024).toBeLessThan(100);
    // Each accepted entry is read again, whole, when it is stored.
    const first = await check.accepted[0]?.read();
    expect(first?.length).toBe(entryBytes);
    expect(first?.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('caching, the XSRF cookie and the Secure flag', () => {
  it('answers API JSON with Cache-Control: no-store, refusals and unknown paths included', async () => {
    const anonymous = await fetch(`${t.url}${endpoints['auth.me'].path}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    const admin = await t.signedIn('super@demo.olive.test');
    const list = await admin.fetch(`${t.url}${endpoints['agencies.list'].path}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^application\/json/);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const unknown = await fetch(`${t.url}/api/no-such-endpoint`);
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });

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
    const plain = await buildApp({});
    const plainCsrf = await plain.inject({ method: 'GET', url: endpoints['auth.csrfCookie'].path });
    expect(cookiesOf(plainCsrf.headers['set-cookie']).join('\n')).not.toMatch(/;\s*Secure/i);

    const secure = await buildApp({ cookieSecure: true });
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

async function buildApp(config: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildServer({ ...t.ctx, config: { ...t.config, ...config } }, { logger: false });
  apps.push(app);
  return app;
}
