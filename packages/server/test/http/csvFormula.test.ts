import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, users } from '../../src/db/schema';
import { escapeFormula } from '../../src/http/csv';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('CSV formula injection', () => {
  it('prefixes a text cell starting with = + - @ tab or CR with an apostrophe, and nothing else', () => {
    for (const v of ['=1+1', '+81-90', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(escapeFormula(v)).toBe(`'${v}`);
    for (const v of ['山田 太郎', 'A0001', '2026/11/22', '', "'=x", ' =x']) expect(escapeFormula(v)).toBe(v);
  });

  it('in the contracts export', async () => {
    const [first] = await t.ctx.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.agencyCode, 'A0001'))
      .orderBy(asc(contracts.id))
      .limit(1);
    await t.ctx.db
      .update(contracts)
      .set({ policyholderName: '=HYPERLINK("http://evil.example","x")', insuredName: '@SUM(1+1)', planName: '\tcmd' })
      .where(eq(contracts.id, first?.id ?? 0));
    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.api.contracts.export({ agencyCode: 'A0001' });
    if (!r.ok) throw new Error(JSON.stringify(r));
    const text = await r.data.blob.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain(`"'@SUM(1+1)"`);
    expect(text).toContain(`"'\tcmd"`);
    expect(text).not.toMatch(/(^|,)"[=+@\t\r]/m);
  });

  it('in the action-log download and the recruiter download', async () => {
    await t.ctx.db.update(users).set({ name: '+cmd|calc' }).where(eq(users.email, 'general@demo.olive.test'));
    await t.ctx.db.update(users).set({ name: '-2+3' }).where(eq(users.email, 'recruiter-admin@demo.olive.test'));
    const general = await t.signedIn('general@demo.olive.test');
    expect((await general.api.agencies.list()).ok).toBe(true);
    const logs = await general.api.actionLogs.download({});
    if (!logs.ok) throw new Error(JSON.stringify(logs));
    const logText = await logs.data.blob.text();
    expect(logText).toContain(`"'+cmd|calc"`);
    expect(logText).not.toContain(`"+cmd|calc"`);

    const admin = await t.signedIn('super@demo.olive.test');
    const recruiters = await admin.api.recruiters.download({ agencyCodeList: ['A0001'] });
    if (!recruiters.ok) throw new Error(JSON.stringify(recruiters));
    const recruiterText = await recruiters.data.blob.text();
    expect(recruiterText).toContain(`"'-2+3"`);
    expect(recruiterText).not.toContain(`"-2+3"`);
  });
});
