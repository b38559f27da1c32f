import { dateFormats, formatTokyo, formatYen, statementKinds, statementMonthsBefore } from '@olive/api';
import type { Db } from '../db';
import { statementFiles } from '../db/schema';
import { renderPdf } from '../files/pdf';
import { putFiles } from '../files/storage';
import { escapeFormula } from '../http/csv';
import { agencyNames, personName } from './names';
import type { Random } from './random';

function csvText(header: string[], rows: Array<Array<string | number>>): Buffer {
  const quote = (v: string | number) =>
    `"${(typeof v === 'string' ? escapeFormula(v) : String(v)).replaceAll('"', '""')}"`;
  const lines = [header, ...rows].map((r) => r.map(quote).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** One contract's line of a statement. */
interface StatementLine {
  no: string;
  name: string;
  premium: number;
  rate: number;
  fee: number;
}

/** A month's 12 lines of one agency, their management numbers from `first` + 1 on. */
function statementLines(random: Random, year: number, first: number): StatementLine[] {
  return Array.from({ length: 12 }, (_, i) => {
    const person = personName(random);
    const premium = random.int(15, 250) * 100;
    const rate = random.pick([8, 10, 12, 15]);
    return {
      no: `OL${String(year).slice(2)}${String(first + i + 1).padStart(7, '0')}`,
      name: person.name,
      premium,
      rate,
      fee: Math.round((premium * rate) / 100),
    };
  });
}

type StatementKind = (typeof statementKinds)[number];

interface StatementOf {
  agencyCode: string;
  agencyName: string;
  issued: string;
  period: string;
  lines: StatementLine[];
}

/** A CSV statement: the agreement-quality list, or the lines with their fees. */
function statementCsv(kind: StatementKind, lines: StatementLine[]): Buffer {
  if (kind.document === 'agreement-quality') {
    return csvText(
      ['管理番号', '契約者名', '13か月継続', '25か月継続', '品質評価'],
      lines.map((l, i) => [
        l.no,
        l.name,
        i % 7 === 0 ? '否' : '可',
        i % 5 === 0 ? '否' : '可',
        i % 7 === 0 ? 'B' : 'A',
      ]),
    );
  }
  const familyLabel = kind.label.replace(/（.*）/, '');
  return csvText(
    ['管理番号', '契約者名', '月額保険料（円）', '率（%）', `${familyLabel.replace(/明細書|精算書/, '')}額（円）`],
    lines.map((l) => [l.no, l.name, l.premium, l.rate, l.fee]),
  );
}

/** A statement file of one kind: a CSV, the settlement PDF (its totals), or the PDF of its lines. */
function statementContent(kind: StatementKind, of: StatementOf): Promise<Buffer> {
  if (kind.format === 'csv') return Promise.resolve(statementCsv(kind, of.lines));
  const familyLabel = kind.label.replace(/（.*）/, '');
  const sum = of.lines.reduce((s, l) => s + l.fee, 0);
  const footer = 'オリーブ少額短期保険株式会社 代理店営業部';
  if (kind.document === 'settlements') {
    return renderPdf({
      title: `${familyLabel} ${of.period}`,
      lead: [`${of.agencyName} 御中`, `代理店コード: ${of.agencyCode}`, of.issued],
      table: {
        header: ['項目', '金額'],
        widths: [300, 195],
        rows: [
          ['対象契約件数', `${of.lines.length}件`],
          ['支払対象額', formatYen(sum)],
          ['源泉徴収税額', formatYen(Math.round(sum * 0.1021))],
          ['差引支払額', formatYen(sum - Math.round(sum * 0.1021))],
        ],
      },
      body: ['上記の通り精算いたします。お振込みは翌月末日となります。'],
      footer,
    });
  }
  return renderPdf({
    title: `${familyLabel} ${of.period}`,
    lead: [`${of.agencyName} 御中`, `代理店コード: ${of.agencyCode}`],
    table: {
      header: ['管理番号', '契約者名', '月額保険料', '率', '金額'],
      widths: [110, 120, 95, 60, 110],
      rows: of.lines.map((l) => [l.no, `${l.name} 様`, formatYen(l.premium), `${l.rate}%`, formatYen(l.fee)]),
    },
    body: [`合計: ${formatYen(sum)}`],
    footer,
  });
}

/** Which families an agency has for a month: commissions but the newest month of one in five, campaigns every other month, supports two in three. */
function publishedFamilies(agencyIndex: number, monthIndex: number, month: number) {
  return {
    commissions: !(monthIndex === 0 && agencyIndex % 5 === 4),
    campaigns: month % 2 === 0,
    supports: month % 3 !== 0,
  };
}

/**
 * Statements for the last 12 months of every agency, as real files: PDFs with Japanese text and
 * Excel-safe CSVs. Commissions every month (the newest month not yet published for some agencies),
 * campaigns every other month, supports two months in three: the fees screen shows both states.
 */
export async function seedStatements(db: Db, random: Random, agencyCodes: string[], now: Date) {
  // The window the upload screen's coverage grid shows: the 12 months before `now`'s month, newest first.
  const months = statementMonthsBefore(now);
  const issued = `発行日: ${formatTokyo(now, dateFormats.date)}`;
  for (const [ai, agencyCode] of agencyCodes.entries()) {
    const agencyName = agencyNames[ai] ?? agencyCode;
    // One multi-row insert per agency for the files and one for their rows (~85 files).
    const pending: Array<{ year: number; month: number; kind: string; content: Buffer; contentType: string }> = [];
    for (const [mi, { year, month }] of months.entries()) {
      const has = publishedFamilies(ai, mi, month);
      const lines = statementLines(random, year, ai * 100000 + mi * 1000);
      const period = `${year}年${String(month).padStart(2, '0')}月分`;
      for (const kind of statementKinds) {
        if (!has[kind.family]) continue;
        const content = await statementContent(kind, { agencyCode, agencyName, issued, period, lines });
        pending.push({
          year,
          month,
          kind: kind.kind,
          content,
          contentType: kind.format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
        });
      }
    }
    const ids = await putFiles(db, pending, now);
    await db.insert(statementFiles).values(
      pending.map((p, i) => ({
        agencyCode,
        year: p.year,
        month: p.month,
        kind: p.kind,
        fileId: ids[i] as number,
        uploadedAt: now,
      })),
    );
  }
}
