import { dateFormats, formatTokyo, statementKinds, statementMonthsBefore } from '@olive/api';
import { zipSync } from 'fflate';
import { describe, it } from 'vitest';
import { expect, signIn, useBrowser } from './support';

const { newPage } = useBrowser();

// A kind no other journey uploads, and an agency whose statements no other journey replaces.
const kind = statementKinds.find((k) => k.key === 'campaignsSpecificationsPdf');
if (!kind) throw new Error('campaignsSpecificationsPdf is missing from statementKinds');
const agencyCode = 'A0004';

describe('statement coverage on the upload screen', () => {
  it('a missing cell leads to the upload with its kind chosen; uploading that file fills the cell with its time', async () => {
    const page = await newPage();
    await signIn(page, 'super@demo.olive.test');
    await page.getByRole('link', { name: 'ファイルアップロード' }).click();
    await page.getByRole('combobox', { name: '種類' }).click();
    await page.getByRole('option', { name: kind.label }).click();
    await expect(page).toHaveURL(/kind=campaignsSpecificationsPdf/);

    const grid = page.getByRole('table', { name: `登録状況：${kind.label}` });
    const row = grid.getByRole('row', { name: new RegExp(`^${agencyCode}`) });
    // The demo publishes campaigns in even months only: the agency's first missing month.
    const missing = row.getByRole('link', { name: new RegExp(`^未登録：${agencyCode} `) }).first();
    const label = (await missing.getAttribute('aria-label')) ?? '';
    const [, y = '', m = ''] = label.match(/(\d{4})年(\d{1,2})月/) ?? [];
    const month = { year: Number(y), month: Number(m) };
    expect(month.month % 2).toBe(1);
    const stem = `${agencyCode}_${month.year}${String(month.month).padStart(2, '0')}`;
    const column = statementMonthsBefore(Date.now()).findIndex((x) => x.year === month.year && x.month === month.month);
    expect(column).toBeGreaterThanOrEqual(0);
    const cell = row.getByRole('cell').nth(column);
    await expect(cell).toHaveText('未登録');

    await missing.click();
    await expect(page).toHaveURL(new RegExp(`kind=campaignsSpecificationsPdf&for=${stem}$`));
    const note = page.getByText(`ファイル名を「${stem}.pdf」にしてZIPに入れ`);
    await expect(note).toBeVisible();
    // The note about the missing file has the focus (scrolled into view): the next Tab reaches the form.
    await expect(page.locator(':focus')).toContainText(`${agencyCode}（`);
    await expect(page.locator(':focus')).toContainText(`ファイル名を「${stem}.pdf」`);
    await expect(page.getByRole('combobox', { name: '種類' })).toHaveText(kind.label);

    const pdf = Buffer.from(`%PDF-1.4\n% e2e coverage ${Date.now()}\n%%EOF\n`);
    await page.locator('input[type=file]').setInputFiles({
      name: `${stem}.zip`,
      mimeType: 'application/zip',
      buffer: Buffer.from(zipSync({ [`${stem}.pdf`]: pdf })),
    });
    const before = Date.now();
    await page.getByRole('button', { name: `${kind.label}を取り込む` }).click();
    await expect(page.getByText('1件のファイルを取り込みました。')).toBeVisible();
    const after = Date.now();
    await expect(page.getByRole('table', { name: '新規に取り込んだファイル（1件）' })).toContainText(`${stem}.pdf`);

    // The grid is read again: the cell is published, with its upload time in Japan time (MM/dd HH:mm).
    const shown = [before, after].map((t) => formatTokyo(t, dateFormats.dateTimeMinutes).slice(5));
    await expect(cell.getByRole('link')).toHaveCount(0);
    await expect(cell).toContainText('登録済み');
    await expect(cell.locator('time')).toHaveText(new RegExp(`^(${shown.join('|')})$`));
    await expect(page.getByText(`ファイル名を「${stem}.pdf」にしてZIPに入れ`)).toHaveCount(0);
  });
});
