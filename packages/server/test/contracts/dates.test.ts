import type { Contract, ContractListQuery } from '@olive/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

/**
 * The date filters on real HTTP. How a typed date reads, and the refusal of what is no
 * date, are the api package's (schemas/dates.test.ts); here, what the database answers for them: a
 * day alone is the whole day, and the export filters as the list does.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function search(q: Omit<ContractListQuery, 'agencyCode'>) {
  const c = await t.signedIn('general@demo.olive.test');
  const rows: Contract[] = [];
  for (let page = 1; ; page++) {
    const r = await c.api.contracts.list({ agencyCode: 'A0001', ...q, page });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    rows.push(...r.data.data);
    if (page >= r.data.meta.lastPage) break;
  }
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe('date filters as people type them', () => {
  it('makes a day alone the whole day: 00:00 at the start, 23:59 at the end', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    const first = await c.api.contracts.list({ agencyCode: 'A0001', startFirstContractDate: '2025/01/01 00:00' });
    const day = (first.ok && first.data.data.find((x) => x.firstContractDate)?.firstContractDate) || '';
    expect(day).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    const wholeDay = await search({ startFirstContractDate: `${day} 00:00`, endFirstContractDate: `${day} 23:59` });
    expect(wholeDay.length).toBeGreaterThan(0);
    expect(await search({ startFirstContractDate: day, endFirstContractDate: day })).toEqual(wholeDay);
    const [y, m, d] = day.split('/').map(Number);
    expect(await search({ startFirstContractDate: `${y}-${m}-${d}`, endFirstContractDate: `${y}.${m}.${d}` })).toEqual(
      wholeDay,
    );
  });

  it('exports the same contracts for a typed filter', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    const typed = await c.api.contracts.export({ agencyCode: 'A0001', startFirstPaymentDate: 'R7.1.1' });
    const canonical = await c.api.contracts.export({ agencyCode: 'A0001', startFirstPaymentDate: '2025/01/01 00:00' });
    expect(typed.ok && canonical.ok).toBe(true);
    if (!typed.ok || !canonical.ok) return;
    expect(await typed.data.blob.text()).toBe(await canonical.data.blob.text());
  });

  it('lets the log filter take a day or minutes without seconds (:00 at the start, :59 at the end)', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    // The test clock is 2026/11/22 12:00 Japan time.
    const total = async (q: { startDate?: string; endDate?: string }) => {
      const r = await admin.api.actionLogs.list(q);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return r.data.meta.total;
    };
    // Nothing was logged before the server started at 12:00; the sign-ins above were, at 12:00:0x.
    expect(await total({ endDate: '2026/11/22 11:59' })).toBe(0);
    // A day alone at the end is its last second, at the start its first.
    expect(await total({ endDate: '2026/11/22' })).toBeGreaterThan(0);
    expect(await total({ startDate: '2026/11/22' })).toBeGreaterThan(0);
    expect(await total({ startDate: '2026/11/23' })).toBe(0);
    // Minutes alone: from 12:00:00 to 12:00:59.
    expect(await total({ startDate: '2026/11/22 12:00', endDate: '2026/11/22 12:00' })).toBeGreaterThan(0);
    expect(await total({ startDate: '２０２６／１１／２２', endDate: 'R8.11.22' })).toBeGreaterThan(0);
    expect(await total({ startDate: '令和8年11月23日' })).toBe(0);
  });
});
