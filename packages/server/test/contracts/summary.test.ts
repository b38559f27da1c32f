import { contractSummaryItems, contractSummaryKeys, statementKinds } from '@olive/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../src/db';
import { TEST_NOW } from '../constants';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('the agency home summary', () => {
  it('answers each count as the contract list totals the same filter', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    for (const agencyCode of ['A0001', 'A0002']) {
      const r = await c.api.contracts.summary({ agencyCode });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      expect(r.data.data.counts.map((x) => x.key)).toEqual(contractSummaryKeys);
      for (const count of r.data.data.counts) {
        const list = await c.api.contracts.list({ agencyCode, ...contractSummaryItems[count.key].filter });
        if (!list.ok) throw new Error(JSON.stringify(list.error));
        expect({ key: count.key, total: count.total, capped: count.totalCapped }).toEqual({
          key: count.key,
          total: list.data.meta.total,
          capped: list.data.meta.totalCapped,
        });
      }
      // The seeded book has contracts behind the counts, so the comparison says something.
      expect(r.data.data.counts.filter((x) => x.total > 0).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('counts a cancellation request at once', async () => {
    const recruiter = await t.signedIn('recruiter@demo.olive.test');
    const before = await recruiter.api.contracts.summary({ agencyCode: 'A0001' });
    const active = await recruiter.api.contracts.list({ agencyCode: 'A0001', statuses: ['active'] });
    if (!before.ok || !active.ok) throw new Error('summary or list failed');
    const target = active.data.data[0];
    if (!target) throw new Error('no active contract');
    expect((await recruiter.api.contracts.cancel({ managementNumber: target.managementNumber })).ok).toBe(true);
    const after = await recruiter.api.contracts.summary({ agencyCode: 'A0001' });
    if (!after.ok) throw new Error('summary failed');
    const total = (counts: typeof before.data.data.counts) =>
      counts.find((x) => x.key === 'cancellation-requested')?.total ?? 0;
    expect(total(after.data.data.counts)).toBe(total(before.data.data.counts) + 1);
  });

  it('keeps the state counters equal to the contracts through inserts, updates, moves and deletes', async () => {
    const db = t.ctx.db;
    const counters = async () =>
      await sqlRows(
        db,
        sql`select agency_code, status, hikisari_status, total::int as n from agency_contract_state_counts where total <> 0 order by 1, 2, 3`,
      );
    const counted = async () =>
      await sqlRows(
        db,
        sql`select agency_code, status, hikisari_status, count(*)::int as n from contracts group by 1, 2, 3 order by 1, 2, 3`,
      );
    expect(await counters()).toEqual(await counted());
    // One statement changing many rows' states, one moving rows to another agency, one deleting.
    await db.execute(
      sql`update contracts set hikisari_status = 'failed' where id in (select id from contracts where agency_code = 'A0002' and hikisari_status = 'paid-in' limit 7)`,
    );
    await db.execute(
      sql`update contracts set agency_code = 'A0003', status = 'lapsed' where id in (select id from contracts where agency_code = 'A0002' limit 5)`,
    );
    await db.execute(
      sql`delete from contracts where id in (select id from contracts where agency_code = 'A0003' limit 4)`,
    );
    expect(await counters()).toEqual(await counted());
  });

  it('gives the latest statement month up to now with exactly its files, to the roles of /fees', async () => {
    const admin = await t.signedIn('recruiter-admin@demo.olive.test');
    const r = await admin.api.contracts.summary({ agencyCode: 'A0001' });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const latest = r.data.data.latestStatement;
    if (!latest) throw new Error('the seed publishes statements');
    const existence = await admin.api.statements.confirmExistence({
      agencyCode: 'A0001',
      year: latest.year,
      month: latest.month,
    });
    if (!existence.ok) throw new Error(JSON.stringify(existence.error));
    expect(latest.kinds).toEqual(statementKinds.map((k) => k.key).filter((k) => existence.data.data[k]));
    // No month after it, up to the current one (Japan time), has a file.
    const now = { year: TEST_NOW.getUTCFullYear(), month: TEST_NOW.getUTCMonth() + 1 };
    for (let i = latest.year * 12 + latest.month; i <= now.year * 12 + now.month - 1; i++) {
      const next = await admin.api.statements.confirmExistence({
        agencyCode: 'A0001',
        year: Math.floor(i / 12),
        month: (i % 12) + 1,
      });
      expect(next.ok && Object.values(next.data.data).some(Boolean)).toBe(false);
    }

    // recruiter_general and olive_general may not download statements: the answer leaves them out.
    for (const email of ['recruiter@demo.olive.test', 'general@demo.olive.test']) {
      const c = await t.signedIn(email);
      const s = await c.api.contracts.summary({ agencyCode: 'A0001' });
      expect(s.ok && 'latestStatement' in s.data.data).toBe(false);
    }
  });

  it("refuses a recruiter another agency's summary, as other agency calls are refused", async () => {
    const recruiter = await t.signedIn('recruiter@demo.olive.test');
    const mine = await recruiter.api.contracts.summary({ agencyCode: 'A0001' });
    expect(mine.ok).toBe(true);
    const other = await recruiter.api.contracts.summary({ agencyCode: 'A0002' });
    const otherList = await recruiter.api.contracts.list({ agencyCode: 'A0002' });
    expect(other.ok).toBe(false);
    expect(other.status).toBe(otherList.status);
    expect(other.status).toBe(403);
  });

  it('answers bad input with a Japanese 422', async () => {
    const c = await t.signedIn('super@demo.olive.test');
    const missing = await c.api.contracts.summary({ agencyCode: '' });
    expect(missing).toMatchObject({ ok: false, status: 422 });
    expect(JSON.stringify(missing.ok ? null : missing.error)).toMatch(/代理店/);
    const unknown = await c.api.contracts.summary({ agencyCode: 'Z9999' });
    expect(unknown.ok).toBe(false);
    expect(unknown.ok ? null : unknown.error.message).toMatch(/[ぁ-んァ-ン一-龥]/);
  });
});
