import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('coded fields typed full-width are stored folded (validation/fold.ts)', () => {
  it('a recruiter: e-mail, phone number and agency code', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.api.recruiters.create({
      name: '全角 入力',
      email: ' ｚｅｎｋａｋｕ＠ｅｘａｍｐｌｅ．ｊｐ　',
      phoneNumber: '０９０－１２３４－５６７８',
      roleType: 'recruiter_general',
      isMfaActive: false,
      agencyCode: 'Ａ０００５',
    });
    expect(r).toMatchObject({
      ok: true,
      status: 201,
      data: { data: { email: 'zenkaku@example.jp', phoneNumber: '09012345678', agencyCode: 'A0005' } },
    });
  });

  it('an agency IP with a trailing space', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.api.agencyIps.create({ agencyCode: 'Ａ０００４', ipAddress: '２０３．０．１１３．７７ ' });
    expect(r).toMatchObject({ ok: true, data: { data: { agencyCode: 'A0004', ipAddress: '203.0.113.77' } } });
    const list = await admin.api.agencyIps.list({ agencyCode: 'A0004' });
    expect(list.ok && list.data.data.map((ip) => ip.ipAddress)).toContain('203.0.113.77');
  });
});
