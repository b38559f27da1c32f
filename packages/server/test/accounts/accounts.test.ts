import { normaliseForSearch } from '@olive/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldedColumn } from '../../src/accounts/service';
import { sqlRows } from '../../src/db';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const newRecruiter = {
  name: '新井 さくら',
  email: 'Sakura.Arai@Example.jp',
  phoneNumber: '08012345678',
  roleType: 'recruiter_general' as const,
  isMfaActive: false,
  agencyCode: 'A0005',
};

describe('recruiters', () => {
  it('creates one, mails a temporary password, and the first sign-in needs a new password', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.api.recruiters.create(newRecruiter);
    expect(r).toMatchObject({
      ok: true,
      status: 201,
      data: { data: { agencyName: '東京中央保険代理店株式会社', isEmailVerified: false } },
    });
    const mail = t.outbox().at(-1);
    expect(mail).toMatchObject({ channel: 'email', to: 'Sakura.Arai@Example.jp' });
    expect(mail?.text).toContain('初期パスワード');
    const first = await t.client().api.auth.login({ email: 'sakura.arai@example.jp', password: mail?.code ?? '' });
    expect(first.ok && first.data.code).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('refuses a duplicate e-mail whatever its case, with the message on the field', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.api.recruiters.create({ ...newRecruiter, email: 'RECRUITER@demo.olive.test' });
    expect(r).toMatchObject({
      ok: false,
      status: 422,
      error: { errors: { email: ['このメールアドレスは既に登録されています。'] } },
    });
  });

  it('validates with the api schema and answers 422 in Japanese', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.api.http.send(
      'recruiters.create',
      { body: { name: '', email: 'x', roleType: 'olive_admin' } },
      'blob',
    );
    expect(r).toMatchObject({
      ok: false,
      status: 422,
      error: {
        message: '入力内容に誤りがあります。',
        errors: {
          name: ['氏名は必ず指定してください。'],
          email: ['メールアドレスは有効なメールアドレスを指定してください。'],
          phoneNumber: ['電話番号は必ず指定してください。'],
          roleType: ['権限は無効です。'],
          isMfaActive: ['二段階認証は必ず指定してください。'],
          agencyCode: ['代理店は必ず指定してください。'],
        },
      },
    });
    // Worded with the form's label (代理店) and listed in the form's order, 代理店 first.
    expect(Object.keys(r.ok ? {} : (r.error.errors ?? {}))).toEqual([
      'agencyCode',
      'name',
      'email',
      'phoneNumber',
      'roleType',
      'isMfaActive',
    ]);
  });

  it('lists with filters and paging, shows, updates and deletes (agencyCode must match)', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const list = await admin.api.recruiters.list({ agencyCode: 'A0001' });
    expect(list.ok && list.data.data.every((r) => r.agencyCode === 'A0001')).toBe(true);
    const byRole = await admin.api.recruiters.list({ roleType: 'recruiter_admin' });
    expect(byRole.ok && byRole.data.data.every((r) => r.roleType === 'recruiter_admin')).toBe(true);
    const byKeyword = await admin.api.recruiters.list({ keyword: '桜井' });
    expect(byKeyword.ok && byKeyword.data.data.map((r) => r.email).sort()).toEqual([
      'recruiter-admin@demo.olive.test',
      'recruiter@demo.olive.test',
    ]);
    const target = list.ok ? list.data.data.find((r) => r.email === 'recruiter@demo.olive.test') : undefined;
    const id = target?.id ?? 0;
    expect((await admin.api.recruiters.show(id, { agencyCode: 'A0002' })).status).toBe(404);
    const updated = await admin.api.recruiters.update(id, {
      name: '桜井 美咲',
      email: 'recruiter@demo.olive.test',
      phoneNumber: '09000000005',
      roleType: 'recruiter_admin',
      isMfaActive: true,
      agencyCode: 'A0001',
    });
    expect(updated.ok && updated.data.data).toMatchObject({
      roleType: 'recruiter_admin',
      isMfaActive: true,
      phoneNumberStatus: 'verified',
    });
    expect((await admin.api.recruiters.delete(id, { agencyCode: 'A0002' })).status).toBe(404);
    expect((await admin.api.recruiters.delete(id, { agencyCode: 'A0001' })).ok).toBe(true);
    expect((await admin.api.recruiters.show(id, { agencyCode: 'A0001' })).status).toBe(404);
  });

  it('downloads the recruiters of chosen agencies as Excel-safe CSV with a Japanese file name', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.api.recruiters.download({ agencyCodeList: ['A0002', 'A0003'] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.fileName).toMatch(/^募集人一覧_2agencies_\d{8}\.csv$/);
    expect(r.headers.get('content-disposition')).toMatch(/filename="recruiters_2agencies_\d{8}\.csv"/);
    const text = Buffer.from(await r.data.blob.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFF"代理店コード","代理店名","氏名"')).toBe(true);
    const rows = text.split('\r\n').filter(Boolean).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((l) => l.startsWith('"A0002"') || l.startsWith('"A0003"'))).toBe(true);
  });

  it('finds by a keyword folded as the contract search folds it (docs/product.md §10)', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const created = await admin.api.recruiters.create({
      ...newRecruiter,
      name: 'みどり 花子',
      email: 'Midori.Fold@Example.jp',
      agencyCode: 'A0004',
    });
    expect(created.ok).toBe(true);
    const emails = async (keyword: string) => {
      const r = await admin.api.recruiters.list({ keyword, perPage: 100 });
      return r.ok ? r.data.data.map((u) => u.email) : [`refused: ${r.status}`];
    };
    for (const typed of ['ミドリ', 'ﾐﾄﾞﾘ', 'みどり花子', 'ミドリ　花子', 'ＭＩＤＯＲＩ．ｆｏｌｄ']) {
      expect(await emails(typed), typed).toEqual(['Midori.Fold@Example.jp']);
    }
    // Ａ０００２ finds the recruiters whose address names a0002, as A0002 does.
    const wide = await emails('Ａ０００２');
    expect(wide.length).toBeGreaterThan(0);
    expect(wide.every((e) => e.toLowerCase().includes('a0002'))).toBe(true);
    expect(wide).toEqual(await emails('a0002'));
    // LIKE's wildcards stay literal.
    expect(await emails('%')).toEqual([]);
    // The provider users' list shares the keyword.
    const staff = await admin.api.oliveUsers.list({ keyword: 'ＳＵＰＥＲ＠' });
    expect(staff.ok && staff.data.data.map((u) => u.email)).toEqual(['super@demo.olive.test']);
  });

  it("folds a column in SQL exactly as the api's normaliseForSearch folds in JS", async () => {
    const samples = [
      'ミドリ',
      'みどり',
      'ｶﾞｷﾞ',
      'か゛き゜',
      'Ａ０００２',
      'ＡＢＣ abc',
      'さ\u200bくら',
      '\u00adﾊﾟﾝ　ダ',
      'ゔぁ',
    ];
    const rows = await sqlRows<{ folded: string }>(
      t.ctx.db,
      sql`SELECT ${foldedColumn(sql`s`)} AS folded FROM (VALUES ${sql.join(
        samples.map((s, n) => sql`(${n}::int, ${s}::text)`),
        sql`, `,
      )}) AS x(n, s) ORDER BY n`,
    );
    expect(rows.map((r) => r.folded)).toEqual(samples.map((s) => normaliseForSearch(s).replace(/\s+/g, '')));
  });
});

describe('provider users', () => {
  it('creates, updates and lists provider users', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.api.oliveUsers.create({
      name: '川口 修',
      email: 'kawaguchi@olive.example.jp',
      phoneNumber: '07011112222',
      roleType: 'olive_general',
      isMfaActive: true,
    });
    expect(r.ok).toBe(true);
    const id = r.ok ? r.data.data.id : 0;
    const u = await admin.api.oliveUsers.update(id, {
      name: '川口 修',
      email: 'kawaguchi@olive.example.jp',
      phoneNumber: '07011112222',
      roleType: 'olive_admin',
      isMfaActive: true,
    });
    expect(u.ok && u.data.data.roleType).toBe('olive_admin');
    const list = await admin.api.oliveUsers.list({ roleType: 'olive_admin' });
    expect(list.ok && list.data.data.map((x) => x.email)).toContain('kawaguchi@olive.example.jp');
    expect(list.ok && list.data.data.every((x) => x.roleType === 'olive_admin')).toBe(true);
    expect((await admin.api.oliveUsers.delete(id)).ok).toBe(true);
  });

  it('refuses deleting yourself and removing the last super admin', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const me = await admin.api.auth.me();
    const myId = me.ok ? me.data.user.id : 0;
    expect(await admin.api.oliveUsers.delete(myId)).toMatchObject({
      ok: false,
      status: 422,
      error: { message: '自分自身は削除できません。' },
    });
    const demote = await admin.api.oliveUsers.update(myId, {
      name: '大川 智子',
      email: 'super@demo.olive.test',
      phoneNumber: '09000000001',
      roleType: 'olive_admin',
      isMfaActive: false,
    });
    expect(demote).toMatchObject({ ok: false, status: 422 });
  });

  it('never shows a recruiter as a provider user, nor the reverse', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const list = await admin.api.oliveUsers.list({ keyword: '桜井' });
    expect(list.ok && list.data.data).toEqual([]);
  });
});

describe('agencies', () => {
  it('lists the 20 agencies with Japanese names and epoch-ms dates', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    const r = await c.api.agencies.list();
    expect(r.ok && r.data.data.length).toBe(20);
    expect(r.ok && r.data.data[0]).toMatchObject({ agencyCode: 'A0001', name: 'さくら保険サービス株式会社' });
    expect(r.ok && typeof r.data.data[0]?.createdAt).toBe('number');
  });
});
