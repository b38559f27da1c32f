import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('agency IPs', () => {
  it('adds IPv4, IPv6 and CIDR entries, refuses duplicates and invalid text, and deletes only a matching body', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const v4 = await admin.api.agencyIps.create({ agencyCode: 'A0010', ipAddress: '198.51.100.7' });
    const v6 = await admin.api.agencyIps.create({ agencyCode: 'A0010', ipAddress: '2001:DB8:0::1' });
    const cidr = await admin.api.agencyIps.create({ agencyCode: 'A0010', ipAddress: '203.0.113.77/24' });
    expect(v6.ok && v6.data.data.ipAddress).toBe('2001:db8::1');
    expect(cidr.ok && cidr.data.data.ipAddress).toBe('203.0.113.0/24');
    const dup = await admin.api.agencyIps.create({ agencyCode: 'A0010', ipAddress: '2001:db8::1' });
    expect(dup).toMatchObject({
      ok: false,
      status: 422,
      error: { errors: { ipAddress: ['IPアドレスはこの代理店に既に登録されています。'] } },
    });
    const bad = await admin.api.agencyIps.create({ agencyCode: 'A0010', ipAddress: '300.1.2.3' });
    expect(bad).toMatchObject({
      ok: false,
      status: 422,
      error: { errors: { ipAddress: ['IPアドレスはIPv4またはIPv6のアドレス（CIDR表記可）で指定してください。'] } },
    });
    const list = await admin.api.agencyIps.list({ agencyCode: 'A0010' });
    expect(list.ok && list.data.data.map((x) => x.ipAddress)).toEqual([
      '198.51.100.7',
      '2001:db8::1',
      '203.0.113.0/24',
    ]);
    const id = v4.ok ? v4.data.data.id : 0;
    expect((await admin.api.agencyIps.delete(id, { agencyCode: 'A0010', ipAddress: '198.51.100.8' })).status).toBe(404);
    expect((await admin.api.agencyIps.delete(id, { agencyCode: 'A0010', ipAddress: '198.51.100.7' })).ok).toBe(true);
  });
});
