import type { UploadSummary } from '@olive/api';
import { count, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyIps, statementFiles } from '../src/db/schema';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './harness';

/**
 * The server's safety rules (docs/adr/0033-safety-of-irreversible-actions.md), on real HTTP: a new password differs from the one it replaces, nobody
 * deletes their own account, the allow-list preview (who would be locked out, nothing saved), the
 * SMS code resend and its interval, the upload dry run (what would be replaced), Shift_JIS CSVs
 * served as the UTF-8 they are labelled.
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

describe('nobody deletes their own account', () => {
  it('answers 422 in Japanese and keeps the account', async () => {
    const c = await t.signedIn('super@demo.olive.test');
    const me = await c.api.auth.me();
    const id = me.ok ? me.data.user.id : 0;
    const r = await c.api.oliveUsers.delete(id);
    expect(r).toMatchObject({ ok: false, status: 422, error: { message: '自分自身は削除できません。' } });
    expect((await c.api.oliveUsers.show(id)).ok).toBe(true);
  });
});

describe('the allow-list preview (POST /api/agency-ips/preview)', () => {
  it('names the recruiter who signed in from outside the new list in the last 30 days, and saves nothing', async () => {
    // The agency's recruiter signs in from this machine (127.0.0.1): the action log records it.
    await t.signedIn('recruiter@demo.olive.test');
    const admin = await t.signedIn('super@demo.olive.test');
    const rowsBefore = await t.ctx.db.select({ n: count() }).from(agencyIps).where(eq(agencyIps.agencyCode, 'A0001'));
    const r = await admin.api.agencyIps.preview({ agencyCode: 'A0001', ipAddress: '203.0.113.5/24' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toMatchObject({ ipAddress: '203.0.113.0/24', yourIp: '127.0.0.1', firstEntry: true, overlaps: [] });
    expect(r.data.lockedOut).toContainEqual(
      expect.objectContaining({ email: 'recruiter@demo.olive.test', ip: '127.0.0.1' }),
    );
    expect(r.data.lockedOut.every((x) => x.lastSeenAt.match(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/))).toBe(true);
    // Provider users are not recruiters: never listed.
    expect(r.data.lockedOut.map((x) => x.email)).not.toContain('super@demo.olive.test');
    const rowsAfter = await t.ctx.db.select({ n: count() }).from(agencyIps).where(eq(agencyIps.agencyCode, 'A0001'));
    expect(rowsAfter).toEqual(rowsBefore);
  });

  it('leaves out recruiters whose address the new list admits, tells overlaps, and refuses a duplicate', async () => {
    await t.signedIn('recruiter@demo.olive.test');
    const admin = await t.signedIn('super@demo.olive.test');
    const local = await admin.api.agencyIps.preview({ agencyCode: 'A0001', ipAddress: '127.0.0.1' });
    expect(local.ok && local.data.lockedOut.map((x) => x.email)).not.toContain('recruiter@demo.olive.test');

    const added = await admin.api.agencyIps.create({ agencyCode: 'A0001', ipAddress: '127.0.0.0/8' });
    expect(added.ok).toBe(true);
    const inside = await admin.api.agencyIps.preview({ agencyCode: 'A0001', ipAddress: '127.0.0.1' });
    expect(inside).toMatchObject({ ok: true, data: { firstEntry: false, overlaps: ['127.0.0.0/8'] } });
    const duplicate = await admin.api.agencyIps.preview({ agencyCode: 'A0001', ipAddress: '127.0.0.0/8' });
    expect(duplicate).toMatchObject({
      ok: false,
      status: 422,
      error: { errors: { ipAddress: ['IPアドレスはこの代理店に既に登録されています。'] } },
    });
    if (added.ok)
      await admin.api.agencyIps.delete(added.data.data.id, { agencyCode: 'A0001', ipAddress: '127.0.0.0/8' });
  });

  it('is the super admin’s alone, and validates the address with the list’s schema', async () => {
    const recruiterAdmin = await t.signedIn('recruiter-admin@demo.olive.test');
    expect(await recruiterAdmin.api.agencyIps.preview({ agencyCode: 'A0001', ipAddress: '127.0.0.1' })).toMatchObject({
      ok: false,
      status: 403,
    });
    const admin = await t.signedIn('super@demo.olive.test');
    const bad = await admin.api.agencyIps.preview({ agencyCode: 'A0001', ipAddress: '999.1.1.1' });
    expect(bad).toMatchObject({ ok: false, status: 422 });
    expect(!bad.ok && bad.error.errors?.ipAddress?.[0]).toMatch(/^IPアドレスは/);
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

const zip = (entries: Record<string, Uint8Array>) => new Blob([zipSync(entries)]);
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

describe('statement uploads', () => {
  it('a dry run lists what would be imported and which published files it would replace, storing nothing', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const before = await t.ctx.db.select({ n: count() }).from(statementFiles);
    const r = await admin.api.uploads.upload(
      'commissionsSettlementsPdf',
      zip({ 'A0001_202611.pdf': pdf('new'), 'A0002_202610.pdf': pdf('replacing a seeded month') }),
      'check.zip',
      { dryRun: true },
    );
    expect(r.ok).toBe(true);
    const summary = r.ok ? r.data.data : ({} as UploadSummary);
    expect(summary.imported).toEqual([{ name: 'A0001_202611.pdf', agencyCode: 'A0001', year: 2026, month: 11 }]);
    expect(summary.replaced).toEqual([{ name: 'A0002_202610.pdf', agencyCode: 'A0002', year: 2026, month: 10 }]);
    expect(r.ok && r.data.message).toBe(
      '2件のファイルを取り込めます（うち1件は公開済みのファイルを置き換えます）。まだ取り込んでいません。',
    );
    expect(await t.ctx.db.select({ n: count() }).from(statementFiles)).toEqual(before);
    // A bad zip is refused the same way with or without the dry run.
    const bad = await admin.api.uploads.upload('commissionsSettlementsPdf', zip({ 'x.pdf': pdf('x') }), 'x.zip', {
      dryRun: true,
    });
    expect(bad).toMatchObject({ ok: false, status: 422 });
  });

  it('serves a Shift_JIS CSV as the UTF-8 (with BOM) its charset says', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    // 「管理番号」 CRLF in Shift_JIS.
    const sjis = new Uint8Array([0x8a, 0xc7, 0x97, 0x9d, 0x94, 0xd4, 0x8d, 0x86, 0x0d, 0x0a]);
    const up = await admin.api.uploads.upload(
      'supportsSpecificationsCsv',
      zip({ 'A0003_202611.csv': sjis }),
      'sjis.zip',
    );
    expect(up.ok).toBe(true);
    const res = await admin.fetch(
      `${t.url}/api/supports/specifications/csv/download?agencyCode=A0003&year=2026&month=11`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes).toEqual(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('管理番号\r\n', 'utf8')]));
    // A UTF-8 file without BOM gets one; one with BOM is kept byte for byte.
    const plain = new TextEncoder().encode('"管理番号"\r\n');
    expect(
      (await admin.api.uploads.upload('supportsSpecificationsCsv', zip({ 'A0003_202611.csv': plain }), 'u.zip')).ok,
    ).toBe(true);
    const again = await admin.fetch(
      `${t.url}/api/supports/specifications/csv/download?agencyCode=A0003&year=2026&month=11`,
    );
    expect(Buffer.from(await again.arrayBuffer())).toEqual(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(plain)]),
    );
  });

  it('a month without files answers 404 saying there are none (not that they are unpublished)', async () => {
    const c = await t.signedIn('super@demo.olive.test');
    const r = await c.api.statements.download('commissionsSettlementsPdf', {
      agencyCode: 'A0001',
      year: 2020,
      month: 1,
    });
    expect(r).toMatchObject({ ok: false, status: 404, error: { message: 'この年月の明細はありません。' } });
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

describe('the admin news list filter row', () => {
  it('narrows by a keyword in the title or content (LIKE characters taken literally) and by the agency reached', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const all = await admin.api.news.list({ isAll: true });
    const items = all.ok ? all.data.data : [];
    expect(items.length).toBeGreaterThan(1);
    const word = (items[0]?.title ?? '').slice(0, 4);
    const byWord = await admin.api.news.list({ isAll: true, keyword: word });
    expect(byWord.ok && byWord.data.data.length).toBeGreaterThan(0);
    expect(byWord.ok && byWord.data.data.every((n) => `${n.title}${n.content}`.includes(word))).toBe(true);
    const literal = await admin.api.news.list({ isAll: true, keyword: '%' });
    expect(literal.ok && literal.data.meta.total).toBe(
      items.filter((n) => `${n.title}${n.content}`.includes('%')).length,
    );
    const forA0003 = await admin.api.news.list({ isAll: true, agencyCode: 'A0003' });
    expect(forA0003.ok && forA0003.data.data.every((n) => n.isNotifyAll || n.agencyCodeList.includes('A0003'))).toBe(
      true,
    );
    const tooLong = await admin.api.news.list({ isAll: true, keyword: 'あ'.repeat(101) });
    expect(tooLong).toMatchObject({ ok: false, status: 422 });
  });
});
