import { type CoverageAnswer, statementKinds, statementMonthsBefore } from '@olive/api';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../constants';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const zip = (entries: Record<string, Uint8Array>) => new Blob([zipSync(entries)]);
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const yyyymm = (m: { year: number; month: number }) => `${m.year}${String(m.month).padStart(2, '0')}`;

async function grid(kind: CoverageAnswer['data']['kind']) {
  const admin = await t.signedIn('super@demo.olive.test');
  const r = await admin.api.uploads.coverage({ kind });
  if (!r.ok) throw new Error(`coverage failed: ${JSON.stringify(r.error)}`);
  return r.data.data;
}

const cell = (data: CoverageAnswer['data'], agencyCode: string, m: { year: number; month: number }) =>
  data.agencies.find((a) => a.agencyCode === agencyCode)?.cells.find((c) => c.year === m.year && c.month === m.month);

/** When the demo seed uploaded a month's campaign statement: even months, at the seed's time. */
const seededCampaignUpload = (m: { month: number }) => (m.month % 2 === 0 ? TEST_NOW.getTime() : null);

/**
 * A month's files over all 10 kinds in the demo seed: commissions (4 files) every month (but A0005,
 * A0010… lack last month's), campaigns (3) in even months, supports (3) unless the month is a
 * multiple of 3; 20 agencies.
 */
function seededTotal(m: { year: number; month: number }) {
  const perAgency = 4 + (m.month % 2 === 0 ? 3 : 0) + (m.month % 3 !== 0 ? 3 : 0);
  const missingCommissions = m.year === 2026 && m.month === 10 ? 4 * 4 : 0;
  return { year: m.year, month: m.month, present: perAgency * 20 - missingCommissions, expected: 200 };
}

describe('the statement coverage grid (GET /api/statements/coverage)', () => {
  it('shows the 12 months before the current Japan month, every agency, and the seeded files with their upload time', async () => {
    const data = await grid('campaignsSettlementsPdf');
    // TEST_NOW is 2026/11/22 in Japan: October 2026 back to November 2025.
    expect(data.months).toEqual(statementMonthsBefore(TEST_NOW));
    expect(data.months[0]).toEqual({ year: 2026, month: 10 });
    expect(data.months[11]).toEqual({ year: 2025, month: 11 });
    expect(data.agencies).toHaveLength(20);
    expect(data.agencies[0]).toMatchObject({ agencyCode: 'A0001', name: 'さくら保険サービス株式会社' });
    for (const agency of data.agencies) {
      expect(agency.cells.map((c) => ({ year: c.year, month: c.month }))).toEqual(data.months);
      // The demo seeds campaigns every other month (even months), all uploaded at the seed's time.
      expect(agency.cells.map((c) => c.uploadedAt)).toEqual(agency.cells.map(seededCampaignUpload));
    }
    expect(data.totals).toEqual(data.months.map(seededTotal));
    const commissions = await grid('commissionsSettlementsPdf');
    const october = { year: 2026, month: 10 };
    expect(cell(commissions, 'A0005', october)?.uploadedAt).toBeNull();
    expect(cell(commissions, 'A0004', october)?.uploadedAt).toBe(TEST_NOW.getTime());
  });

  it('matches what was uploaded: a missing cell is filled with the upload time, other kinds and months untouched', async () => {
    const before = await grid('campaignsSettlementsPdf');
    const odd = before.months.find((m) => m.month % 2 === 1) as { year: number; month: number };
    expect(cell(before, 'A0003', odd)?.uploadedAt).toBeNull();
    const admin = await t.signedIn('super@demo.olive.test');
    const started = t.clock.now().getTime();
    const up = await admin.api.uploads.upload(
      'campaignsSettlementsPdf',
      zip({ [`A0003_${yyyymm(odd)}.pdf`]: pdf('fills a gap') }),
      'gap.zip',
    );
    expect(up.ok).toBe(true);
    const after = await grid('campaignsSettlementsPdf');
    const filled = cell(after, 'A0003', odd)?.uploadedAt ?? 0;
    expect(filled).toBeGreaterThanOrEqual(started);
    expect(filled).toBeLessThanOrEqual(t.clock.now().getTime());
    const index = after.months.indexOf(after.months.find((m) => m.year === odd.year && m.month === odd.month) as never);
    expect(after.totals[index]?.present).toBe((before.totals[index]?.present ?? 0) + 1);
    // Only that cell changed.
    const changed = after.agencies.flatMap((a, ai) =>
      a.cells.filter((c, ci) => c.uploadedAt !== before.agencies[ai]?.cells[ci]?.uploadedAt).map(() => a.agencyCode),
    );
    expect(changed).toEqual(['A0003']);
    const other = await grid('campaignsSpecificationsPdf');
    expect(cell(other, 'A0003', odd)?.uploadedAt).toBeNull();
  });

  it('is for super admins only, as the upload screen: other roles 403, no session 401', async () => {
    for (const email of [
      'admin@demo.olive.test',
      'general@demo.olive.test',
      'recruiter-admin@demo.olive.test',
      'recruiter@demo.olive.test',
    ]) {
      const c = await t.signedIn(email);
      expect(await c.api.uploads.coverage({ kind: 'campaignsSettlementsPdf' })).toMatchObject({
        ok: false,
        status: 403,
      });
    }
    expect(await t.client().api.uploads.coverage({ kind: 'campaignsSettlementsPdf' })).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it('refuses a kind that is not one of the 10, in Japanese', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const r = await admin.fetch(`${t.url}/api/statements/coverage?kind=statements`, {
      headers: { accept: 'application/json' },
    });
    expect(r.status).toBe(422);
    const body = (await r.json()) as { errors: Record<string, string[]> };
    expect(body.errors.kind?.[0]).toMatch(/^種類は/);
    expect(statementKinds).toHaveLength(10);
  });
});

describe('replacing a published CSV: the dry run counts the rows that change', () => {
  it('matches rows by 管理番号: changed, added and removed; PDFs carry no count', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const query = { agencyCode: 'A0002', year: 2026, month: 9 };
    const published = await admin.api.statements.download('commissionsSpecificationsCsv', query);
    if (!published.ok) throw new Error('the seeded CSV is missing');
    const text = new TextDecoder().decode(await published.data.blob.arrayBuffer());
    const lines = text.replace(/\r\n$/, '').split('\r\n');
    expect(lines).toHaveLength(13); // the header and 12 rows
    const [header = '', first = ''] = lines;
    // The first row's amount changes, the second row goes, one new row arrives, the others stay (reordered).
    const rest = lines.slice(3);
    const edited = first.replace(/"\d+"$/, '"999999"');
    const added = '"OL269999999","新規 太郎","1000","10","100"';
    const next = `\uFEFF${[header, ...rest.reverse(), edited, added].join('\r\n')}\r\n`;
    const dry = await admin.api.uploads.upload(
      'commissionsSpecificationsCsv',
      zip({ 'A0002_202609.csv': new TextEncoder().encode(next) }),
      'csv.zip',
      { dryRun: true },
    );
    expect(dry.ok && dry.data.data.replaced).toEqual([
      {
        name: 'A0002_202609.csv',
        agencyCode: 'A0002',
        year: 2026,
        month: 9,
        rowChanges: { added: 1, removed: 1, changed: 1 },
      },
    ]);
    // The same file again: nothing changes.
    const same = await admin.api.uploads.upload(
      'commissionsSpecificationsCsv',
      zip({ 'A0002_202609.csv': new TextEncoder().encode(text) }),
      'same.zip',
      { dryRun: true },
    );
    expect(same.ok && same.data.data.replaced[0]?.rowChanges).toEqual({ added: 0, removed: 0, changed: 0 });
    // A new agency-month has nothing to compare; a replaced PDF has no row count.
    const pdfDry = await admin.api.uploads.upload(
      'commissionsSettlementsPdf',
      zip({ 'A0002_202609.pdf': pdf('replacement') }),
      'pdf.zip',
      { dryRun: true },
    );
    expect(pdfDry.ok && pdfDry.data.data.replaced).toEqual([
      { name: 'A0002_202609.pdf', agencyCode: 'A0002', year: 2026, month: 9 },
    ]);
  });
});
