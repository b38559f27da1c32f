import { readFileSync } from 'node:fs';
import { statementKinds, tokyoDateParts } from '@olive/api';
import { unzipSync, zipSync } from 'fflate';
import type { Page } from 'playwright';
import { describe, it } from 'vitest';
import { expect, signIn, useBrowser } from './support';

const { newPage } = useBrowser();

const kind = statementKinds.find((k) => k.key === 'commissionsSettlementsPdf');
if (!kind) throw new Error('commissionsSettlementsPdf is missing from statementKinds');
const { year, month } = tokyoDateParts(Date.now());
const ym = `${year}${String(month).padStart(2, '0')}`;
const pdf = Buffer.from(`%PDF-1.4\n% e2e upload ${Date.now()}\n%%EOF\n`);

async function downloadBytes(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

async function uploadZip(page: Page, entries: Record<string, Uint8Array>, fileName: string) {
  await page.locator('input[type=file]').setInputFiles({
    name: fileName,
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync(entries)),
  });
  await expect(page.getByText(`選択中: ${fileName}`)).toBeVisible();
  await page.getByRole('button', { name: `${kind?.label}を取り込む` }).click();
  await expect(page.getByRole('heading', { name: '取り込み結果' })).toBeVisible();
}

describe('statements (docs/product.md §2 /fees, /admin/file-upload)', () => {
  it("downloads last month's statement: its bytes are a PDF and its name says kind, agency and month", async () => {
    const page = await newPage();
    await signIn(page, 'recruiter-admin@demo.olive.test');
    await page.getByRole('link', { name: '手数料等', exact: true }).click();
    await expect(page.getByRole('heading', { name: '手数料等', level: 1 })).toBeVisible();
    const last = tokyoDateParts(Date.UTC(year, month - 2, 15));
    const { name, bytes } = await downloadBytes(page, kind.label);
    expect(name).toBe(`手数料精算書_A0001_${last.year}年${String(last.month).padStart(2, '0')}月.pdf`);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);

    // The month's zip holds the file just downloaded, byte for byte, and one entry per enabled button.
    const enabled = [];
    for (const k of statementKinds) {
      if (await page.getByRole('button', { name: k.label, exact: true }).isEnabled()) enabled.push(k);
    }
    const zip = await downloadBytes(page, '今月の明細をまとめてダウンロード');
    const mm = String(last.month).padStart(2, '0');
    expect(zip.name).toBe(`明細_A0001_${last.year}年${mm}月.zip`);
    const entries = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(entries).sort()).toEqual(
      enabled.map((k) => `${k.label.replace(/（.*）/, '')}_A0001_${last.year}年${mm}月.${k.format}`).sort(),
    );
    expect(Buffer.from(entries[name] ?? []).equals(bytes)).toBe(true);
  });

  it('a bad zip is refused whole with a reason per file; a good one imports and its file downloads as that agency', async () => {
    const admin = await newPage();
    await signIn(admin, 'super@demo.olive.test');
    await admin.getByRole('link', { name: 'ファイルアップロード' }).click();
    await admin.getByRole('combobox', { name: '種類' }).click();
    await admin.getByRole('option', { name: kind.label }).click();
    await expect(admin).toHaveURL(/kind=commissionsSettlementsPdf/);

    await uploadZip(
      admin,
      {
        [`A0001_${ym}.pdf`]: pdf,
        [`Z9999_${ym}.pdf`]: pdf,
        'A0001_2026.pdf': pdf,
        [`A0002_${ym}.pdf`]: new TextEncoder().encode('not a pdf'),
      },
      '不正なZIP.zip',
    );
    // The result appears below the button: its heading takes the focus and scrolls into view, and
    // the refusal is announced (docs/adr/0097-upload-result-takes-focus.md).
    const result = admin.getByRole('heading', { name: '取り込み結果', level: 2 });
    await expect(result).toBeFocused();
    await expect(result).toBeInViewport();
    // ...and not under the sticky top bar.
    const bar = await admin.getByRole('banner').boundingBox();
    const heading = await result.boundingBox();
    expect(heading?.y).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
    await expect(admin.getByRole('region', { name: '取り込み結果' }).getByRole('alert')).toContainText(
      '何も取り込みませんでした',
    );
    const rejected = admin.getByRole('table', { name: /^取り込めなかったファイル（3件）$/ });
    await expect(rejected).toBeVisible();
    await expect(rejected).toContainText(`Z9999_${ym}.pdf`);
    await expect(rejected).toContainText('A0001_2026.pdf');
    await expect(rejected).toContainText(`A0002_${ym}.pdf`);

    // Nothing was stored: this month's file is still missing for A0001.
    const recruiter = await newPage();
    await signIn(recruiter, 'recruiter-admin@demo.olive.test');
    await recruiter.goto(`/fees?month=${year}-${String(month).padStart(2, '0')}`);
    await expect(recruiter.getByRole('button', { name: kind.label, exact: true })).toBeDisabled();

    await uploadZip(admin, { [`A0001_${ym}.pdf`]: pdf }, '手数料精算書.zip');
    await expect(admin.getByText('1件のファイルを取り込みました。')).toBeVisible();
    await expect(
      admin.getByRole('table', { name: /新規に取り込んだファイル（1件）|置き換えたファイル（1件）/ }),
    ).toContainText(`A0001_${ym}.pdf`);

    await recruiter.reload();
    await expect(recruiter.getByRole('button', { name: kind.label, exact: true })).toBeEnabled();
    const { name, bytes } = await downloadBytes(recruiter, kind.label);
    expect(name).toBe(`手数料精算書_A0001_${year}年${String(month).padStart(2, '0')}月.pdf`);
    expect(bytes.equals(pdf)).toBe(true);
  });
});

describe('replacing published statements', () => {
  it('asks first and names the files it would replace; cancelling stores nothing, confirming replaces', async () => {
    // Last month is seeded for A0001 (12 months of statements): uploading it again replaces a published file.
    const last = tokyoDateParts(Date.now());
    const lastIndex = last.year * 12 + (last.month - 1) - 1;
    const y = Math.floor(lastIndex / 12);
    const m = (lastIndex % 12) + 1;
    const lastYm = `${y}${String(m).padStart(2, '0')}`;
    const replacement = Buffer.from(`%PDF-1.4\n% e2e replacement ${Date.now()}\n%%EOF\n`);

    const admin = await newPage();
    await signIn(admin, 'super@demo.olive.test');
    await admin.getByRole('link', { name: 'ファイルアップロード' }).click();
    await admin.getByRole('combobox', { name: '種類' }).click();
    await admin.getByRole('option', { name: kind.label }).click();
    await admin.locator('input[type=file]').setInputFiles({
      name: '置き換え.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zipSync({ [`A0001_${lastYm}.pdf`]: replacement })),
    });
    const start = admin.getByRole('button', { name: `${kind.label}を取り込む` });
    await start.click();
    const ask = admin.getByRole('alertdialog', { name: '公開済みの明細を置き換えますか？' });
    await expect(ask.getByRole('list', { name: '置き換えるファイル' })).toContainText(
      `A0001 ${y}年${m}月（A0001_${lastYm}.pdf）`,
    );
    await ask.getByRole('button', { name: 'キャンセル' }).click();
    await expect(ask).toBeHidden();
    await expect(admin.getByRole('heading', { name: '取り込み結果' })).toHaveCount(0);

    // Still the seeded file.
    const recruiter = await newPage();
    await signIn(recruiter, 'recruiter-admin@demo.olive.test');
    await recruiter.goto(`/fees?month=${y}-${String(m).padStart(2, '0')}`);
    const before = await downloadBytes(recruiter, kind.label);
    expect(before.bytes.equals(replacement)).toBe(false);

    await start.click();
    await ask.getByRole('button', { name: '置き換えて取り込む' }).click();
    await expect(admin.getByText('1件のファイルを取り込みました。')).toBeVisible();
    await expect(admin.getByRole('table', { name: '置き換えたファイル（1件）' })).toContainText(`A0001_${lastYm}.pdf`);
    const after = await downloadBytes(recruiter, kind.label);
    expect(after.bytes.equals(replacement)).toBe(true);
  });
});
