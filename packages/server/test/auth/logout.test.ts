import { endpoints, SESSION_IDLE_MINUTES } from '@olive/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyIps } from '../../src/db/schema';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const loggedOut = { ok: true, status: 200, data: { message: expect.any(String) } };

describe('logout is always answered', () => {
  it('for a recruiter whose address left the agency allow-list, and the session then ends', async () => {
    const c = await t.signedIn('recruiter@demo.olive.test');
    const now = t.clock.now();
    // The test's client calls from 127.0.0.1: an allow-list without it shuts the recruiter out.
    await t.ctx.db
      .insert(agencyIps)
      .values({ agencyCode: 'A0001', ipAddress: '203.0.113.7', createdAt: now, updatedAt: now });
    try {
      expect((await c.api.contracts.list({ agencyCode: 'A0001' })).status).toBe(403);
      expect(await c.api.auth.logout()).toMatchObject(loggedOut);
      expect(c.readCookie('olive_session')).toBeFalsy();
      await t.ctx.db
        .delete(agencyIps)
        .where(and(eq(agencyIps.agencyCode, 'A0001'), eq(agencyIps.ipAddress, '203.0.113.7')));
      expect((await c.api.auth.me()).status).toBe(401);
    } finally {
      await t.ctx.db
        .delete(agencyIps)
        .where(and(eq(agencyIps.agencyCode, 'A0001'), eq(agencyIps.ipAddress, '203.0.113.7')));
    }
  });

  it('with an expired session, and with none at all', async () => {
    const c = await t.signedIn('admin@demo.olive.test');
    t.clock.offsetMs += (SESSION_IDLE_MINUTES + 1) * 60_000;
    try {
      expect((await c.api.auth.me()).status).toBe(401);
      expect(await c.api.auth.logout()).toMatchObject(loggedOut);
    } finally {
      t.clock.offsetMs -= (SESSION_IDLE_MINUTES + 1) * 60_000;
    }
    const anonymous = t.client();
    await anonymous.fetch(`${t.url}${endpoints['auth.csrfCookie'].path}`);
    expect(await anonymous.api.auth.logout()).toMatchObject(loggedOut);
  });
});
