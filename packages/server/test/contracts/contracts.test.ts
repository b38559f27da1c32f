import type { Contract, ContractListQuery } from '@olive/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
const all: Contract[] = [];
beforeAll(async () => {
  t = await startTestServer();
  const c = await t.signedIn('super@demo.olive.test');
  for (let page = 1; ; page++) {
    const r = await c.api.contracts.list({ agencyCode: 'A0001', page });
    if (!r.ok) throw new Error('list failed');
    all.push(...r.data.data);
    if (page >= r.data.meta.lastPage) break;
  }
});
afterAll(() => t.close());

async function search(q: Omit<ContractListQuery, 'agencyCode'>) {
  const c = await t.signedIn('general@demo.olive.test');
  const rows: Contract[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const r = await c.api.contracts.list({ agencyCode: 'A0001', ...q, page });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    rows.push(...r.data.data);
    total = r.data.meta.total;
    if (page >= r.data.meta.lastPage) break;
  }
  expect(rows.length).toBe(total);
  return rows;
}

const ids = (rows: Contract[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe('contract search (docs/product.md §7)', () => {
  it('pages by 20 from page 1, newest first, with the total', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    const r = await c.api.contracts.list({ agencyCode: 'A0001' });
    expect(r.ok && r.data.meta).toMatchObject({ currentPage: 1, perPage: 20, total: all.length });
    expect(r.ok && r.data.data.length).toBe(20);
    const beyond = await c.api.contracts.list({ agencyCode: 'A0001', page: 999 });
    expect(beyond.ok && beyond.data.data).toEqual([]);
    expect(await c.api.contracts.list({ agencyCode: 'A0001', page: 0 })).toMatchObject({ ok: false, status: 422 });
    expect(all.length).toBeGreaterThan(40);
    expect(all.every((x) => x.agencyCode === 'A0001')).toBe(true);
  });

  it('finds by management number, policyholder name (with or without the space), kana in hiragana, and recruiter', async () => {
    const sample = all[7] as Contract;
    expect(ids(await search({ keyword: sample.managementNumber }))).toEqual([sample.id]);
    const [surname, given] = sample.policyholderName.split(' ') as [string, string];
    const byName = await search({ keyword: `${surname}${given}` });
    expect(byName.map((r) => r.id)).toContain(sample.id);
    expect(
      byName.every(
        (r) =>
          r.policyholderName.replace(' ', '') === `${surname}${given}` ||
          r.recruiterName.replace(' ', '') === `${surname}${given}`,
      ),
    ).toBe(true);
    const hiragana = sample.policyholderKana.replace(/[\u30a1-\u30f6]/g, (ch) =>
      String.fromCharCode(ch.charCodeAt(0) - 0x60),
    );
    expect((await search({ keyword: hiragana })).map((r) => r.id)).toContain(sample.id);
    expect((await search({ keyword: sample.recruiterName })).map((r) => r.id)).toContain(sample.id);
    expect(await search({ keyword: '存在しない名前ですよ' })).toEqual([]);
  });

  it('filters by statuses and hikisari statuses (any of each, both together)', async () => {
    const active = await search({ statuses: ['active'] });
    expect(ids(active)).toEqual(ids(all.filter((x) => x.status === 'active')));
    const two = await search({ statuses: ['cancelled', 'lapsed'] });
    expect(ids(two)).toEqual(ids(all.filter((x) => x.status === 'cancelled' || x.status === 'lapsed')));
    const both = await search({ statuses: ['active'], selectedHikisariStatuses: ['offset', 'failed'] });
    expect(ids(both)).toEqual(
      ids(all.filter((x) => x.status === 'active' && (x.hikisariStatus === 'offset' || x.hikisariStatus === 'failed'))),
    );
  });

  it('filters by the two date ranges, in Japan time, both ends inclusive', async () => {
    const inRange = (d: string | null, from: string, to: string) => d !== null && d >= from && d <= to;
    const contract = await search({
      startFirstContractDate: '2026/01/01 00:00',
      endFirstContractDate: '2026/06/30 23:59',
    });
    expect(ids(contract)).toEqual(ids(all.filter((x) => inRange(x.firstContractDate, '2026/01/01', '2026/06/30'))));
    const payment = await search({ startFirstPaymentDate: '2025/07/01 00:00', endFirstPaymentDate: null });
    expect(ids(payment)).toEqual(
      ids(all.filter((x) => x.firstPaymentDate !== null && x.firstPaymentDate >= '2025/07/01')),
    );
    const day = all.find((x) => x.firstContractDate)?.firstContractDate as string;
    const oneDay = await search({ startFirstContractDate: `${day} 00:00`, endFirstContractDate: `${day} 00:00` });
    expect(oneDay.length).toBeGreaterThan(0);
    expect(oneDay.every((x) => x.firstContractDate === day)).toBe(true);
    const combined = await search({ keyword: '', statuses: ['active'], startFirstContractDate: '2025/01/01 00:00' });
    expect(ids(combined)).toEqual(
      ids(all.filter((x) => x.status === 'active' && (x.firstContractDate ?? '') >= '2025/01/01')),
    );
  });

  it('exports exactly the filter rows as Excel-safe CSV', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    const r = await c.api.contracts.export({ agencyCode: 'A0001', statuses: ['active'] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.fileName).toMatch(/^契約一覧_A0001_\d{8}\.csv$/);
    const text = Buffer.from(await r.data.blob.arrayBuffer()).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]?.startsWith('"管理番号","契約者名","契約者名（カナ）"')).toBe(true);
    const numbers = lines.slice(1).map((l) => l.split(',')[0]?.replaceAll('"', ''));
    expect(numbers.sort()).toEqual(
      all
        .filter((x) => x.status === 'active')
        .map((x) => x.managementNumber)
        .sort(),
    );
  });

  it('shows a contract only with its own agency code', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    const one = all[0] as Contract;
    expect(await c.api.contracts.show(one.id, { agencyCode: 'A0001' })).toMatchObject({
      ok: true,
      data: { data: { id: one.id, hozenRequests: [] } },
    });
    expect((await c.api.contracts.show(one.id, { agencyCode: 'A0002' })).status).toBe(404);
  });

  it('names what a path id stands for when it is not a number: 契約, お知らせ, 代理店IP, ユーザー', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const idError = (r: { ok: boolean; status: number | null; error?: { errors?: Record<string, string[]> } }) => [
      r.status,
      r.ok ? [] : r.error?.errors?.id,
    ];
    expect(idError(await admin.api.contracts.show('abc' as never, { agencyCode: 'A0001' }))).toEqual([
      422,
      ['契約は形式が違います。'],
    ]);
    expect(idError(await admin.api.news.show('abc' as never, {}))).toEqual([422, ['お知らせは形式が違います。']]);
    expect(idError(await admin.api.news.delete('abc' as never))).toEqual([422, ['お知らせは形式が違います。']]);
    expect(
      idError(await admin.api.agencyIps.delete('abc' as never, { agencyCode: 'A0001', ipAddress: '203.0.113.1' })),
    ).toEqual([422, ['代理店IPは形式が違います。']]);
    expect(idError(await admin.api.oliveUsers.show('abc' as never))).toEqual([422, ['ユーザーは形式が違います。']]);
    const recruiter = await t.signedIn('recruiter@demo.olive.test');
    expect(idError(await recruiter.api.recruiterNews.show('abc' as never, { agencyCode: 'A0001' }))).toEqual([
      422,
      ['お知らせは形式が違います。'],
    ]);
  });

  it('lists the statuses and hikisari statuses with labels', async () => {
    const c = await t.signedIn('recruiter@demo.olive.test');
    const r = await c.api.contracts.statuses();
    expect(r.ok && r.data.data.statuses.map((s) => s.label)).toEqual([
      '申込中',
      '審査中',
      '成立',
      '不成立',
      '解約申請中',
      '解約',
      '失効',
    ]);
    expect(r.ok && r.data.data.hikisariStatuses.map((s) => s.label)).toEqual(['入金', '相殺', '未引去', '引去不能']);
  });
});

describe('hozen (保全) requests', () => {
  it('files a cancellation: the status becomes 解約申請中, the request is listed and logged', async () => {
    const c = await t.signedIn('recruiter@demo.olive.test');
    const target = all.find((x) => x.status === 'active') as Contract;
    const r = await c.api.contracts.cancel({ managementNumber: target.managementNumber });
    expect(r).toMatchObject({
      ok: true,
      data: { message: '解約申請を受け付けました。', data: { status: 'cancellation-requested' } },
    });
    expect(r.ok && r.data.data.hozenRequests[0]).toMatchObject({ kind: 'cancellation', requestedBy: '桜井 美咲' });
    const again = await c.api.contracts.cancel({ managementNumber: target.managementNumber });
    expect(again).toMatchObject({ ok: false, status: 422, error: { message: 'この契約はすでに解約申請中です。' } });
    const change = await c.api.contracts.changePaymentMethod({
      managementNumber: target.managementNumber,
      paymentMethod: target.paymentMethod === '1' ? '2' : '1',
    });
    expect(change).toMatchObject({ ok: false, status: 422 });
    const admin = await t.signedIn('super@demo.olive.test');
    const log = await admin.api.actionLogs.list({ route: '/api/contracts/hozen/cancellation' });
    expect(log.ok && log.data.data[1]).toMatchObject({ status: 200, agencyCode: 'A0001', description: '解約を申請' });
  });

  it('changes the payment method and refuses the same method', async () => {
    const c = await t.signedIn('recruiter-admin@demo.olive.test');
    const target = all.find((x) => x.status === 'active' && x.paymentMethod === '1') as Contract;
    const r = await c.api.contracts.changePaymentMethod({
      managementNumber: target.managementNumber,
      paymentMethod: '2',
    });
    expect(r).toMatchObject({
      ok: true,
      data: { message: '支払方法の変更（口座振替）の申請を受け付けました。', data: { paymentMethod: '2' } },
    });
    const same = await c.api.contracts.changePaymentMethod({
      managementNumber: target.managementNumber,
      paymentMethod: '2',
    });
    expect(same).toMatchObject({ ok: false, status: 422, error: { message: '支払方法はすでに口座振替です。' } });
  });

  it('refuses both on a cancelled contract, and another agency contract is not found', async () => {
    const c = await t.signedIn('recruiter-admin@demo.olive.test');
    const cancelled = all.find((x) => x.status === 'cancelled') as Contract;
    const r = await c.api.contracts.cancel({ managementNumber: cancelled.managementNumber });
    expect(r).toMatchObject({
      ok: false,
      status: 422,
      error: { message: 'この契約は解約・失効・不成立のため、保全手続きを受け付けできません。' },
    });
    const admin = await t.signedIn('super@demo.olive.test');
    const other = await admin.api.contracts.list({ agencyCode: 'A0002', statuses: ['active'] });
    const foreign = other.ok ? other.data.data[0] : undefined;
    expect((await c.api.contracts.cancel({ managementNumber: foreign?.managementNumber ?? '' })).status).toBe(404);
  });

  it('refuses hozen to olive_general, the read-only provider role', async () => {
    const c = await t.signedIn('general@demo.olive.test');
    const target = all.find((x) => x.status === 'active') as Contract;
    expect((await c.api.contracts.cancel({ managementNumber: target.managementNumber })).status).toBe(403);
  });
});
