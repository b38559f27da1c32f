import { describe, it } from 'vitest';
import { expect, signIn, useBrowser } from './support';

const { newPage } = useBrowser();

const resultCount = async (page: import('playwright').Page) => {
  const heading = page.getByRole('heading', { name: /^検索結果：/ });
  await expect(heading).toBeVisible();
  return Number((await heading.innerText()).replace(/[^0-9]/g, ''));
};
const firstRowCells = async (page: import('playwright').Page) => {
  const row = page.getByRole('table', { name: '契約内容一覧' }).getByRole('row').nth(1);
  return row.getByRole('cell').allInnerTexts();
};

describe('contracts (SPEC.md §2 /contracts, §7)', () => {
  it('searches by keyword and by date range, keeps the search across list ↔ detail, exports the filter as CSV', async () => {
    const page = await newPage();
    await signIn(page, 'recruiter-admin@demo.olive.test');
    await page.getByRole('link', { name: '契約内容一覧' }).click();
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(20);

    // Keyword: the first row's policyholder name.
    const [holderCell] = await firstRowCells(page);
    const holder = (holderCell ?? '').split('\n')[0]?.trim() ?? '';
    expect(holder).not.toBe('');
    await page.getByRole('textbox', { name: 'キーワード' }).fill(holder);
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const byName = await resultCount(page);
    expect(byName).toBeGreaterThan(0);
    const holders = await page
      .getByRole('table', { name: '契約内容一覧' })
      .getByRole('row')
      .locator('td:nth-child(2)')
      .allInnerTexts();
    for (const h of holders) expect(h).toContain(holder);

    // Date range: one day of first contract dates, read from the result.
    await page.getByRole('button', { name: '条件をクリア' }).click();
    await expect.poll(() => resultCount(page)).toBe(all);
    const header = await page.getByRole('table', { name: '契約内容一覧' }).getByRole('columnheader').allInnerTexts();
    const dateColumn = header.indexOf('初回契約日');
    const dates = (
      await page.getByRole('table', { name: '契約内容一覧' }).getByRole('row').locator(`td, th`).allInnerTexts()
    ).filter((t) => /^\d{4}\/\d{2}\/\d{2}$/.test(t));
    const day = dates[0] ?? '';
    expect(day).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    const range = page.getByRole('group', { name: '初回契約日' });
    await range.getByRole('textbox', { name: '開始' }).fill(`${day} 00:00`);
    await range.getByRole('textbox', { name: '終了' }).fill(`${day} 23:59`);
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const inRange = await resultCount(page);
    expect(inRange).toBeGreaterThan(0);
    const rows = page.getByRole('table', { name: '契約内容一覧' }).getByRole('row');
    const n = await rows.count();
    for (let i = 1; i < n; i++) {
      const cells = await rows.nth(i).locator('td, th').allInnerTexts();
      expect(cells[dateColumn]).toBe(day);
    }

    // A bad date is refused in Japanese and the last search stays.
    await range.getByRole('textbox', { name: '開始' }).fill('2026/13/45 00:00');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '日付の入力内容を確認してください。' })).toBeVisible();
    expect(await resultCount(page)).toBe(inRange);
    await range.getByRole('textbox', { name: '開始' }).fill(`${day} 00:00`);

    // List → detail → back keeps the search.
    await rows.nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { name: /^契約詳細 / })).toBeVisible();
    await page.getByRole('link', { name: '← 契約内容一覧' }).click();
    expect(await resultCount(page)).toBe(inRange);
    await expect(range.getByRole('textbox', { name: '終了' })).toHaveValue(`${day} 23:59`);

    // CSV of the current filter: a header and one line per contract found.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV出力' }).dblclick(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^契約一覧_A0001_\d{8}\.csv$/);
    const path = await download.path();
    const text = new TextDecoder('utf-8').decode(await import('node:fs').then((fs) => fs.readFileSync(path)));
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('管理番号');
    expect(lines).toHaveLength(inRange + 1);

    // Leaving contracts resets the search.
    await page.getByRole('link', { name: 'ホーム' }).click();
    await page.getByRole('link', { name: '契約内容一覧' }).click();
    expect(await resultCount(page)).toBe(all);
  });

  it('changes a payment method, then cancels the contract, each behind a confirmation with a toast', async () => {
    const page = await newPage();
    await signIn(page, 'recruiter-admin@demo.olive.test');
    await page.goto('/contracts');
    await page
      .getByRole('group', { name: '契約ステータス' })
      .getByRole('checkbox', { name: '成立', exact: true })
      .check();
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^検索結果：/ })).toBeVisible();
    await page.getByRole('table', { name: '契約内容一覧' }).getByRole('row').nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { name: /^契約詳細 / })).toBeVisible();

    const method = (
      await page
        .getByText(/^(クレジットカード|口座振替)$/)
        .first()
        .innerText()
    ).trim();
    const other = method === 'クレジットカード' ? '口座振替' : 'クレジットカード';
    await page.getByRole('button', { name: '支払方法を変更' }).click();
    const dialog = page.getByRole('alertdialog', { name: '支払方法を変更しますか？' });
    await dialog.getByRole('radio', { name: other }).check();
    await dialog.getByRole('button', { name: '変更を申請する' }).click();
    await expect(page.getByRole('status').filter({ hasText: `支払方法を${other}に変更しました。` })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table', { name: '保全手続きの履歴' })).toContainText(`${other}に変更`);

    await page.getByRole('button', { name: '解約を申請' }).click();
    const confirm = page.getByRole('alertdialog', { name: '解約を申請しますか？' });
    await confirm.getByRole('button', { name: '解約を申請する' }).click();
    await expect(page.getByRole('status').filter({ hasText: '解約申請を受け付けました。' })).toBeVisible();
    await expect(page.getByText('解約申請中').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '解約を申請' })).toBeDisabled();
  });
});
