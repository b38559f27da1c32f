import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

/** The admin news list's filter row: a keyword and the agency reached. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

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
