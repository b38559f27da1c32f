import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('証跡一覧 for people: page-load checks hidden, operations searched by name', () => {
  it('leaves out ログイン状態を確認 and the user check unless asked, and finds operations by their Japanese name', async () => {
    const c = await t.signedIn('recruiter-admin@demo.olive.test');
    await c.api.auth.startupMe();
    await c.api.auth.me();
    await c.api.contracts.list({ agencyCode: 'A0001' });
    const admin = await t.signedIn('admin@demo.olive.test');
    const users = await admin.api.actionLogs.users();
    const id = users.ok ? users.data.data.find((u) => u.email === 'recruiter-admin@demo.olive.test')?.id : undefined;
    expect(id).toBeDefined();

    const plain = await admin.api.actionLogs.list({ id });
    const shown = plain.ok ? plain.data.data.map((r) => r.description) : [];
    expect(shown).toContain('契約一覧を表示');
    expect(shown).not.toContain('ログイン状態を確認');
    expect(shown).not.toContain('ログインユーザー情報を取得');

    const all = await admin.api.actionLogs.list({ id, routine: true });
    const every = all.ok ? all.data.data.map((r) => r.description) : [];
    expect(every).toContain('ログイン状態を確認');
    expect(every).toContain('ログインユーザー情報を取得');

    const named = await admin.api.actionLogs.list({ id, action: '契約一覧' });
    expect(named.ok && named.data.data.map((r) => r.description)).toEqual(['契約一覧を表示']);
    // LIKE's own signs are searched for as they are.
    const none = await admin.api.actionLogs.list({ id, action: '%' });
    expect(none.ok && none.data.meta.total).toBe(0);
  });
});
