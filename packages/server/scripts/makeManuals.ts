/**
 * Writes the demo manuals (one or two real PDFs per group) into packages/server/manuals/.
 * They are committed; run this again only to change them: `pnpm --filter @olive/server exec tsx scripts/makeManuals.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPdf } from '../src/files/pdf';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../manuals');
const manuals: Record<string, Array<{ file: string; title: string; body: string[] }>> = {
  agency: [
    {
      file: '代理店ポータル操作ガイド.pdf',
      title: '代理店ポータル 操作ガイド',
      body: [
        '1. ログイン：メールアドレスとパスワードでログインします。初回は初期パスワードの変更、メールアドレスと電話番号の認証が必要です。',
        '2. 契約内容一覧：キーワード、契約ステータス、引去状況、初回契約日・初回入金日で検索し、CSVで出力できます。',
        '3. 手数料等：年月を選び、精算書・明細書をダウンロードします。',
        '4. お知らせ：ホーム画面に最新のお知らせが表示されます。',
      ],
    },
    {
      file: '代理店登録事項変更の手引き.pdf',
      title: '代理店登録事項変更の手引き',
      body: ['所在地・代表者・口座などの登録事項に変更があった場合は、変更届を30日以内にご提出ください。'],
    },
  ],
  product: [
    {
      file: '商品概要_2026年度版.pdf',
      title: '商品概要 2026年度版',
      body: [
        'オリーブ医療保険：入院・手術を保障します。',
        'オリーブがん保険：がんの診断・治療を保障します。',
        'オリーブ定期保険：一定期間の死亡・高度障害を保障します。',
        'オリーブ就業不能保険：働けなくなったときの収入を保障します。',
        'オリーブ終身保険：一生涯の死亡保障を備えます。',
      ],
    },
  ],
  officeProcedure: [
    {
      file: '保全手続きマニュアル.pdf',
      title: '保全手続きマニュアル',
      body: [
        '解約申請：契約詳細画面の「解約申請」から受け付けます。申請後の状態は「解約申請中」になります。',
        '支払方法変更：クレジットカードと口座振替の間で変更できます。',
        '解約・失効・不成立の契約は、保全手続きを受け付けできません。',
      ],
    },
  ],
  compliance: [
    {
      file: 'コンプライアンス・ハンドブック.pdf',
      title: 'コンプライアンス・ハンドブック',
      body: [
        '重要事項の説明、意向把握・確認義務、比較推奨販売のルールを守ってください。',
        '個人情報は業務目的の範囲でのみ取り扱い、持ち出しは禁止です。',
        '不適切な募集行為を発見した場合は、速やかにコンプライアンス窓口へ報告してください。',
      ],
    },
  ],
};

for (const [group, files] of Object.entries(manuals)) {
  mkdirSync(path.join(root, group), { recursive: true });
  for (const m of files) {
    const pdf = await renderPdf({ title: m.title, lead: ['オリーブ少額短期保険株式会社'], body: m.body });
    writeFileSync(path.join(root, group, m.file), pdf);
    console.log(`${group}/${m.file} ${pdf.length} bytes`);
  }
}
