import type { Db } from '../db';
import { news, newsAttachments, newsTargets } from '../db/schema';
import { renderPdf } from '../files/pdf';
import { putFile } from '../files/storage';

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
