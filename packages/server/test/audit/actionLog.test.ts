import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('the action log (証跡)', () => {
  it('records every request of a signed-in user, allowed or refused, with user, route, agency and status', async () => {
    const c = await t.signedIn('recruiter-admin@demo.olive.test');
    await c.api.contracts.list({ agencyCode: 'A0001', keyword: '山田' });
    await c.api.statements.confirmExistence({ agencyCode: 'A0001', year: 2026, month: 10 });
    await c.api.oliveUsers.list(); // refused: 403
    const admin = await t.signedIn('admin@demo.olive.test');
    const r = await admin.api.actionLogs.list({ id: undefined });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const mine = r.data.data.filter((e) => e.user?.email === 'recruiter-admin@demo.olive.test');
    expect(mine.map((e) => [e.method, e.route, e.status, e.description])).toEqual([
      ['GET', '/api/olive-users', 403, 'オリーブユーザー一覧を表示'],
      ['GET', '/api/commissions/confirmExistence', 200, '明細の有無を確認'],
      ['GET', '/api/contracts', 200, '契約一覧を表示'],
      ['POST', '/login', 200, 'ログイン'],
    ]);
    expect(mine[2]).toMatchObject({ agencyCode: 'A0001', ip: '127.0.0.1' });
    expect(mine[0]?.createdAt).toMatch(/^2026\/11\/22 \d{2}:\d{2}:\d{2}$/);
  });

  it('records failed sign-ins, naming the account when there is one', async () => {
    await t.client().api.auth.login({ email: 'general@demo.olive.test', password: 'Wrong-pass-9' });
    await t.client().api.auth.login({ email: 'nobody@example.jp', password: 'Wrong-pass-9' });
    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.api.actionLogs.list({ route: '/login' });
    const rows = r.ok ? r.data.data : [];
    expect(rows.find((e) => e.status === 401 && e.user?.email === 'general@demo.olive.test')).toBeDefined();
    expect(rows.find((e) => e.status === 401 && e.user === null)).toBeDefined();
  });

  it('filters by user, agency, route and a Japan-time range, and pages by 50', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const users = await admin.api.actionLogs.users();
    const recruiterAdmin = users.ok
      ? users.data.data.find((u) => u.email === 'recruiter-admin@demo.olive.test')
      : undefined;
    expect(recruiterAdmin).toBeDefined();
    const byUser = await admin.api.actionLogs.list({ id: recruiterAdmin?.id });
    expect(byUser.ok && byUser.data.data.every((e) => e.user?.id === recruiterAdmin?.id)).toBe(true);
    const byAgency = await admin.api.actionLogs.list({ agencyCode: 'A0001' });
    expect(
      byAgency.ok && byAgency.data.data.length > 0 && byAgency.data.data.every((e) => e.agencyCode === 'A0001'),
    ).toBe(true);
    // The test clock is 2026/11/22 12:00 Japan time.
    const before = await admin.api.actionLogs.list({ endDate: '2026/11/22 11:00:00' });
    expect(before.ok && before.data.meta.total).toBe(0);
    const during = await admin.api.actionLogs.list({
      startDate: '2026/11/22 11:59:00',
      endDate: '2026/11/22 23:59:59',
    });
    expect(during.ok && during.data.meta.total).toBeGreaterThan(5);
    for (let i = 0; i < 55; i++) await admin.api.agencies.list();
    const p1 = await admin.api.actionLogs.list({ route: '/api/agencies' });
    const p2 = await admin.api.actionLogs.list({ route: '/api/agencies', page: 2 });
    expect(p1.ok && p1.data.data.length).toBe(50);
    expect(p2.ok && p2.data.meta).toMatchObject({ currentPage: 2, perPage: 50 });
    expect(p2.ok && p2.data.data.length).toBeGreaterThan(0);
  });

  it('offers the routes with what the log calls them', async () => {
    const admin = await t.signedIn('general@demo.olive.test');
    const r = await admin.api.actionLogs.actions();
    expect(r.ok && r.data.data).toContainEqual({
      route: '/api/contracts',
      method: 'GET',
      description: '契約一覧を表示',
    });
  });

  it('downloads the filter as Excel-safe CSV', async () => {
    const admin = await t.signedIn('general@demo.olive.test');
    const r = await admin.api.actionLogs.download({ agencyCode: 'A0001' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.fileName).toMatch(/^証跡一覧_\d{8}\.csv$/);
    const bytes = Buffer.from(await r.data.blob.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      '"ID","日時","ユーザーID","氏名","メールアドレス","代理店コード","IPアドレス","メソッド","操作","ステータス","結果","内容","対象","記録時刻(UTC)","封印番号","行ハッシュ(SHA-256)","封印ダイジェスト(SHA-256)"',
    );
    expect(lines.slice(1).every((l) => l.includes('"A0001"'))).toBe(true);
    expect(lines.length).toBeGreaterThan(2);
    // Each row words its status beside the code: 2xx/3xx 成功, 4xx 拒否, 5xx エラー.
    for (const line of lines.slice(1)) {
      const status = line.match(/","(\d{3})","(成功|拒否|エラー)","/);
      expect(status, line).not.toBeNull();
      const code = Number(status?.[1]);
      expect(status?.[2]).toBe(code < 400 ? '成功' : code < 500 ? '拒否' : 'エラー');
    }
  });

  it('is append-only: no endpoint changes or deletes a row', async () => {
    const writes = ['PUT', 'DELETE', 'PATCH'];
    const c = await t.signedIn('super@demo.olive.test');
    for (const method of writes) {
      const r = await c.fetch(`${t.url}/api/action-logs/1`, {
        method,
        headers: { 'x-xsrf-token': c.readCookie('XSRF-TOKEN') ?? '' },
      });
      expect(r.status).toBe(404);
    }
  });
});
