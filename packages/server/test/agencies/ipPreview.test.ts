import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyIps } from '../../src/db/schema';
import { startTestServer, type TestServer } from '../harness';

/** Who a new allow-list entry would lock out, told before anything is saved. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

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
