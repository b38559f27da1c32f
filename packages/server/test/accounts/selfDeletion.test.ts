import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

/** The server refuses an account's deletion of itself (the screens offer none: their stories). */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

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
