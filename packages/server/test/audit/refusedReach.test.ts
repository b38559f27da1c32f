import { actionLogTargetLabels } from '@olive/api';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionLogs } from '../../src/db/schema';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** The newest row of a user's requests. */
async function lastRowOf(email: string) {
  const [row] = await t.ctx.db
    .select()
    .from(actionLogs)
    .where(eq(actionLogs.userEmail, email))
    .orderBy(desc(actionLogs.id))
    .limit(1);
  return row;
}

describe('a refusal is logged with what it reached for (docs/adr/0121-refusals-name-what-they-reached-for.md)', () => {
  it("a recruiter's call on another agency's contract: the row names that agency and the id", async () => {
    const email = 'recruiter@demo.olive.test';
    const c = await t.signedIn(email);
    const r = await c.fetch(`${t.url}/api/contracts/4999?agencyCode=A0002`);
    expect(r.status).toBe(403);
    expect(await lastRowOf(email)).toMatchObject({
      status: 403,
      agencyCode: 'A0002',
      target: `${actionLogTargetLabels.id} 4999`,
    });
    // Its own agency's calls still carry its own agency.
    expect((await c.fetch(`${t.url}/api/contracts?agencyCode=A0001`)).status).toBe(200);
    expect(await lastRowOf(email)).toMatchObject({ status: 200, agencyCode: 'A0001' });
  });

  it('a call refused for its role names the valid target it asked for', async () => {
    const email = 'recruiter-admin@demo.olive.test';
    const c = await t.signedIn(email);
    expect((await c.fetch(`${t.url}/api/olive-users/12`)).status).toBe(403);
    expect(await lastRowOf(email)).toMatchObject({ status: 403, target: `${actionLogTargetLabels.id} 12` });
    // Input that does not validate is not written.
    expect((await c.fetch(`${t.url}/api/olive-users/not-a-number`)).status).toBe(403);
    expect(await lastRowOf(email)).toMatchObject({ status: 403, target: null });
  });

  it('an agency that does not exist (404) is named on the row', async () => {
    const email = 'admin@demo.olive.test';
    const c = await t.signedIn(email);
    expect((await c.fetch(`${t.url}/api/contracts/1?agencyCode=A9999`)).status).toBe(404);
    expect(await lastRowOf(email)).toMatchObject({
      status: 404,
      agencyCode: 'A9999',
      target: `${actionLogTargetLabels.id} 1`,
    });
  });
});
