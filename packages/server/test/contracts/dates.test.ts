import type { Contract, ContractListQuery } from '@olive/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

/**
 * Issue 18: the date filters read dates as people type them, with the forms' own schema, on real
 * HTTP — a day alone, -, . and full-width, era dates — and refuse what is no date in 「{label}は…」
 * form, never with a format string.
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

describe('date filters as people type them (issue 18)', () => {
  it('reads a contract bound typed as a day, with - . or full-width, or as an era date, as the API text', async () => {
    const canonical = await search({ startFirstContractDate: '2025/01/01 00:00' });
    expect(canonical.length).toBeGreaterThan(0);
    for (const typed of [
      '2025/01/01',
      '2025/1/1',
      '2025-01-01',
      '2025.1.1',
      '２０２５／１／１',
      'R7.1.1',
      '令和7年1月1日',
    ])
      expect(await search({ startFirstContractDate: typed }), typed).toEqual(canonical);
  });

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

  it('refuses what is no date with 422 and 「{label}は…」 messages, never a format string', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    const r = await c.api.contracts.list({
      agencyCode: 'A0001',
      startFirstContractDate: '2025/02/30',
      endFirstContractDate: '令和0年1月1日',
      startFirstPaymentDate: 'あした',
      endFirstPaymentDate: '平成31年5月1日',
    });
    expect(r).toMatchObject({ ok: false, status: 422 });
    if (r.ok) return;
    expect(r.error.errors).toEqual({
      startFirstContractDate: ['初回契約日（開始）は存在しない日付です。'],
      endFirstContractDate: ['初回契約日（終了）は存在しない日付です。'],
      startFirstPaymentDate: [
        '初回入金日（開始）は日付として読み取れません。2025/01/01、2025/1/1 9:30、令和7年1月1日 のように指定してください。',
      ],
      endFirstPaymentDate: ['初回入金日（終了）は平成の期間（1989/01/08〜2019/04/30）にない日付です。'],
    });
    const admin = await t.signedIn('super@demo.olive.test');
    const logs = await admin.api.actionLogs.download({ startDate: '2026/11/22 24:00', endDate: '1899/12/31' });
    expect(logs).toMatchObject({ ok: false, status: 422 });
    if (logs.ok) return;
    expect(logs.error.errors).toEqual({
      startDate: ['開始日時は存在しない時刻です。'],
      endDate: ['終了日時は1900年以降の日付を指定してください。'],
    });
    expect(JSON.stringify([r.error, logs.error])).not.toMatch(/yyyy|HH:mm|MM\/dd/);
  });
});
