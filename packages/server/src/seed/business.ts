import { TZDate } from '@date-fns/tz';
import {
  type ContractStatus,
  dateFormats,
  formatTokyo,
  formatYen,
  type HikisariStatus,
  type PaymentMethod,
  statementKinds,
  TIME_ZONE,
  tokyoDateParts,
} from '@olive/api';
import type { Database, Db } from '../db';
import { contracts, news, newsAttachments, newsTargets, statementFiles } from '../db/schema';
import { escapeFormula } from '../services/csv';
import { renderPdf } from '../services/pdf';
import { contractSearchText } from '../services/search';
import { putFile, putFiles } from '../services/storage';
import { agencyNames, personName } from './names';
import type { Random } from './random';

const products = [
  ['オリーブ医療保険', ['ベーシック', 'スタンダード', 'ワイド']],
  ['オリーブがん保険', ['ライト', 'スタンダード', 'プレミアム']],
  ['オリーブ定期保険', ['10年', '20年', '65歳満了']],
  ['オリーブ就業不能保険', ['月額10万円', '月額20万円']],
  ['オリーブ終身保険', ['低解約返戻金型', '標準型']],
] as const;

const statusWeights: ReadonlyArray<readonly [ContractStatus, number]> = [
  ['active', 62],
  ['applied', 6],
  ['reviewing', 6],
  ['rejected', 4],
  ['cancellation-requested', 3],
  ['cancelled', 12],
  ['lapsed', 7],
];

function hikisariFor(status: ContractStatus, random: Random): HikisariStatus {
  if (status === 'applied' || status === 'reviewing' || status === 'rejected') return 'not-withdrawn';
  return random.weighted([
    ['paid-in', 80],
    ['offset', 10],
    ['not-withdrawn', 5],
    ['failed', 5],
  ] as const);
}

/** Japan midnight of a day `daysAgo` before `now`. */
function tokyoDay(now: Date, daysAgo: number): Date {
  const { year, month, day } = tokyoDateParts(now.getTime() - daysAgo * 86_400_000);
  return new Date(new TZDate(year, month - 1, day, TIME_ZONE).getTime());
}

export async function seedContracts(db: Db, random: Random, agencyCodes: string[], total: number, now: Date) {
  // Agencies differ in size: the first ones sell more (A0001 is the demo recruiters' agency).
  const weights = agencyCodes.map((code, i) => [code, Math.max(1, 40 - i * 2)] as const);
  let batch: Array<typeof contracts.$inferInsert> = [];
  for (let i = 0; i < total; i++) {
    const agencyCode = random.weighted(weights);
    const holder = personName(random);
    const insured = random.next() < 0.7 ? holder : personName(random);
    const recruiter = personName(random);
    const [productName, plans] = random.pick(products);
    const status = random.weighted(statusWeights);
    const contractDaysAgo = random.int(0, 3 * 365);
    const firstContractDate = tokyoDay(now, contractDaysAgo);
    const paid = status !== 'applied' && status !== 'reviewing' && status !== 'rejected';
    const firstPaymentDate = paid ? tokyoDay(now, Math.max(0, contractDaysAgo - random.int(20, 45))) : null;
    const managementNumber = `OL${String(firstContractDate.getUTCFullYear()).slice(2)}${String(i + 1).padStart(7, '0')}`;
    const created = new Date(firstContractDate.getTime() - random.int(3, 20) * 86_400_000);
    const row = {
      managementNumber,
      agencyCode,
      recruiterName: recruiter.name,
      policyholderName: holder.name,
      policyholderKana: holder.kana,
      insuredName: insured.name,
      productName,
      planName: random.pick(plans),
      status,
      hikisariStatus: hikisariFor(status, random),
      paymentMethod: (random.next() < 0.55 ? '1' : '2') as PaymentMethod,
      monthlyPremium: random.int(15, 250) * 100,
      firstContractDate,
      firstPaymentDate,
      searchText: '',
      createdAt: created,
      updatedAt: new Date(Math.min(now.getTime(), created.getTime() + random.int(0, 400) * 86_400_000)),
    };
    row.searchText = contractSearchText(row);
    batch.push(row);
    // 1,000 rows a statement: 100,000 contracts seed in seconds (TOOLCHAIN.md).
    if (batch.length === 1000) {
      await db.insert(contracts).values(batch);
      batch = [];
    }
  }
  if (batch.length) await db.insert(contracts).values(batch);
}

/** The 12 months before `now`'s month, newest first: `[{ year, month }]`. */
export function lastTwelveMonths(now: Date): Array<{ year: number; month: number }> {
  const { year, month } = tokyoDateParts(now);
  const out: Array<{ year: number; month: number }> = [];
  for (let i = 1; i <= 12; i++) {
    const m = month - i;
    out.push({ year: m <= 0 ? year - 1 : year, month: m <= 0 ? m + 12 : m });
  }
  return out;
}

function csvText(header: string[], rows: Array<Array<string | number>>): Buffer {
  const quote = (v: string | number) =>
    `"${(typeof v === 'string' ? escapeFormula(v) : String(v)).replaceAll('"', '""')}"`;
  const lines = [header, ...rows].map((r) => r.map(quote).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * Statements for the last 12 months of every agency, as real files: PDFs with Japanese text and
 * Excel-safe CSVs. Commissions every month (the newest month not yet published for some agencies),
 * campaigns every other month, supports two months in three: the fees screen shows both states.
 */
export async function seedStatements(db: Db, random: Random, agencyCodes: string[], now: Date) {
  const months = lastTwelveMonths(now);
  const issued = `発行日: ${formatTokyo(now, dateFormats.date)}`;
  for (const [ai, agencyCode] of agencyCodes.entries()) {
    const agencyName = agencyNames[ai] ?? agencyCode;
    // One multi-row insert per agency for the files and one for their rows (~85 files).
    const pending: Array<{ year: number; month: number; kind: string; content: Buffer; contentType: string }> = [];
    for (const [mi, { year, month }] of months.entries()) {
      const has = {
        commissions: !(mi === 0 && ai % 5 === 4),
        campaigns: month % 2 === 0,
        supports: month % 3 !== 0,
      };
      const lines = Array.from({ length: 12 }, (_, i) => {
        const person = personName(random);
        const premium = random.int(15, 250) * 100;
        const rate = random.pick([8, 10, 12, 15]);
        return {
          no: `OL${String(year).slice(2)}${String(ai * 100000 + mi * 1000 + i + 1).padStart(7, '0')}`,
          name: person.name,
          premium,
          rate,
          fee: Math.round((premium * rate) / 100),
        };
      });
      const sum = lines.reduce((s, l) => s + l.fee, 0);
      const period = `${year}年${String(month).padStart(2, '0')}月分`;
      for (const kind of statementKinds) {
        if (!has[kind.family]) continue;
        const familyLabel = kind.label.replace(/（.*）/, '');
        let content: Buffer;
        if (kind.format === 'csv') {
          content =
            kind.document === 'agreement-quality'
              ? csvText(
                  ['管理番号', '契約者名', '13か月継続', '25か月継続', '品質評価'],
                  lines.map((l, i) => [
                    l.no,
                    l.name,
                    i % 7 === 0 ? '否' : '可',
                    i % 5 === 0 ? '否' : '可',
                    i % 7 === 0 ? 'B' : 'A',
                  ]),
                )
              : csvText(
                  [
                    '管理番号',
                    '契約者名',
                    '月額保険料（円）',
                    '率（%）',
                    `${familyLabel.replace(/明細書|精算書/, '')}額（円）`,
                  ],
                  lines.map((l) => [l.no, l.name, l.premium, l.rate, l.fee]),
                );
        } else if (kind.document === 'settlements') {
          content = await renderPdf({
            title: `${familyLabel} ${period}`,
            lead: [`${agencyName} 御中`, `代理店コード: ${agencyCode}`, issued],
            table: {
              header: ['項目', '金額'],
              widths: [300, 195],
              rows: [
                ['対象契約件数', `${lines.length}件`],
                ['支払対象額', formatYen(sum)],
                ['源泉徴収税額', formatYen(Math.round(sum * 0.1021))],
                ['差引支払額', formatYen(sum - Math.round(sum * 0.1021))],
              ],
            },
            body: ['上記の通り精算いたします。お振込みは翌月末日となります。'],
            footer: 'オリーブ少額短期保険株式会社 代理店営業部',
          });
        } else {
          content = await renderPdf({
            title: `${familyLabel} ${period}`,
            lead: [`${agencyName} 御中`, `代理店コード: ${agencyCode}`],
            table: {
              header: ['管理番号', '契約者名', '月額保険料', '率', '金額'],
              widths: [110, 120, 95, 60, 110],
              rows: lines.map((l) => [l.no, `${l.name} 様`, formatYen(l.premium), `${l.rate}%`, formatYen(l.fee)]),
            },
            body: [`合計: ${formatYen(sum)}`],
            footer: 'オリーブ少額短期保険株式会社 代理店営業部',
          });
        }
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

const newsSeeds: ReadonlyArray<{
  daysAgo: number;
  title: string;
  content: string;
  targets: 'all' | string[];
  attachment?: { name: string; title: string; lines: string[] };
}> = [
  {
    daysAgo: 1,
    title: '【重要】年末年始の営業日と各種締切日のご案内',
    content:
      '平素より格別のご高配を賜り、厚く御礼申し上げます。\n\n年末年始の休業期間は12月29日（火）から1月3日（日）までとなります。\n休業期間中に受け付けた申込書類は、1月4日（月）以降に順次処理いたします。\n\n詳細は添付資料をご確認ください。',
    targets: 'all',
    attachment: {
      name: '年末年始スケジュール.pdf',
      title: '年末年始の営業日と締切日',
      lines: [
        '12月25日（金） 申込書類の年内受付締切',
        '12月29日（火）〜1月3日（日） 休業',
        '1月4日（月） 通常営業開始',
      ],
    },
  },
  {
    daysAgo: 3,
    title: '10月分の手数料明細を公開しました',
    content:
      '10月分の手数料精算書・明細書を「手数料等」画面に公開しました。\n内容に相違がある場合は、担当営業までご連絡ください。',
    targets: 'all',
  },
  {
    daysAgo: 5,
    title: 'さくら保険サービス様向け：キャンペーン達成状況のお知らせ',
    content:
      '秋の新規契約キャンペーンの達成状況をお知らせします。\n目標件数まで残り12件です。引き続きよろしくお願いいたします。',
    targets: ['A0001'],
    attachment: {
      name: 'キャンペーン達成状況.pdf',
      title: '秋の新規契約キャンペーン 達成状況',
      lines: ['目標件数: 80件', '達成件数: 68件', '達成率: 85%'],
    },
  },
  {
    daysAgo: 12,
    title: 'システムメンテナンスのお知らせ（11月29日 2:00〜5:00）',
    content:
      '下記の日時にシステムメンテナンスを実施いたします。\nメンテナンス中はポータルをご利用いただけません。\n\n日時：11月29日（日）2:00〜5:00',
    targets: 'all',
  },
  {
    daysAgo: 20,
    title: '関西エリア代理店様向け：研修会開催のご案内',
    content: '商品改定に伴う研修会を大阪にて開催いたします。\n参加をご希望の方は、担当営業までお申し込みください。',
    targets: ['A0007', 'A0013', 'A0015'],
  },
  {
    daysAgo: 35,
    title: '「オリーブがん保険」商品改定のお知らせ',
    content:
      '2027年1月1日より「オリーブがん保険」の保障内容を改定いたします。\n改定内容は添付資料および商品マニュアルをご参照ください。',
    targets: 'all',
    attachment: {
      name: 'がん保険_改定概要.pdf',
      title: 'オリーブがん保険 改定概要',
      lines: ['先進医療特約の保障上限を2,000万円に引き上げ', '通院給付金の対象期間を拡大', '保険料の改定はありません'],
    },
  },
  {
    daysAgo: 50,
    title: 'みどり総合保険様：募集人登録手続き完了のお知らせ',
    content: 'ご依頼いただいた募集人2名の登録手続きが完了しました。',
    targets: ['A0002'],
  },
];

export async function seedNews(db: Db, now: Date) {
  for (const item of newsSeeds) {
    const at = new Date(now.getTime() - item.daysAgo * 86_400_000 - 3600_000);
    const [row] = await db
      .insert(news)
      .values({
        title: item.title,
        content: item.content,
        isNotifyAll: item.targets === 'all',
        createdByUserId: 1,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: news.id });
    if (!row) continue;
    if (item.targets !== 'all') {
      await db.insert(newsTargets).values(item.targets.map((agencyCode) => ({ newsId: row.id, agencyCode })));
    }
    if (item.attachment) {
      const pdf = await renderPdf({ title: item.attachment.title, lead: [], body: item.attachment.lines });
      const fileId = await putFile(db, pdf, 'application/pdf', now);
      await db.insert(newsAttachments).values({
        newsId: row.id,
        fileId,
        fileName: item.attachment.name,
        filePath: `${row.id}/1`,
        size: pdf.length,
      });
    }
  }
}

export async function seedBusinessData(
  database: Database,
  random: Random,
  agencyCodes: string[],
  options: { contracts: number; now: Date },
): Promise<void> {
  await seedContracts(database.db, random, agencyCodes, options.contracts, options.now);
  await seedStatements(database.db, random, agencyCodes, options.now);
  await seedNews(database.db, options.now);
}
