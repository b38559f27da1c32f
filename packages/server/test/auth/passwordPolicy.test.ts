import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const common = '新しいパスワードはよく使われていて推測されやすいため使用できません。別のものを指定してください。';

describe('the password policy on the server', () => {
  it('refuses 8 characters and a common password (any case or width) with a Japanese 422, and keeps the old one', async () => {
    const c = await t.signedIn('admin@demo.olive.test');
    const change = (password: string) =>
      c.api.auth.changePassword({ previousPassword: DEMO_PASSWORD, password, password_confirmation: password });
    expect(await change('Password1')).toMatchObject({
      ok: false,
      status: 422,
      error: { errors: { password: ['新しいパスワードは少なくとも 12文字以上で指定してください。'] } },
    });
    for (const p of ['Password1234', 'QWERTY123456']) {
      expect(await change(p)).toMatchObject({ ok: false, status: 422, error: { errors: { password: [common] } } });
    }
    // Full-width letters are folded before the lookup.
    expect(await change('Ｐassword1234')).toMatchObject({
      ok: false,
      status: 422,
      error: { errors: { password: [common] } },
    });
    // Nothing changed: the demo password still signs in.
    expect((await t.client().api.auth.login({ email: 'admin@demo.olive.test', password: DEMO_PASSWORD })).ok).toBe(
      true,
    );
  });

  it('takes a long uncommon password, which then signs in', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    const password = 'Hinoki-Forest-2027';
    const r = await c.api.auth.changePassword({
      previousPassword: DEMO_PASSWORD,
      password,
      password_confirmation: password,
    });
    expect(r).toMatchObject({ ok: true, status: 200 });
    expect((await t.client().api.auth.login({ email: 'general@demo.olive.test', password })).ok).toBe(true);
  });
});
