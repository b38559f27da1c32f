import type { Page } from 'playwright';
import { describe, it } from 'vitest';
import { expect, firstPolicyholder, pathOf, signedInAt, useBrowser } from './support';

const { newPage } = useBrowser();
const recruiterAdmin = 'recruiter-admin@demo.olive.test';

const resultCount = async (page: Page) => {
  const heading = page.getByRole('heading', { name: /^検索結果：/ });
  await expect(heading).toBeVisible();
  return Number((await heading.innerText()).replace(/[^0-9]/g, ''));
};
const shownNumbers = async (page: Page) =>
  page.getByRole('table', { name: '契約内容一覧' }).getByRole('rowheader').allInnerTexts();

describe('the contract search lives in the URL (docs/product.md §2 /contracts, §4)', () => {
  it('reload, back and forward, and a shared link show the same list; leaving contracts resets it', async () => {
    const page = await newPage();
    await signedInAt(page, recruiterAdmin, '/contracts');
    const all = await resultCount(page);
    // A status and a broad keyword, so the result has more than one page.
    await page.getByRole('checkbox', { name: '成立', exact: true }).check();
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const active = await resultCount(page);
    expect(active).toBeGreaterThan(20);
    expect(new URL(page.url()).searchParams.getAll('statuses[]')).toEqual(['active']);

    // Next page by key: the cursor is in the URL, so a reload shows the same rows.
    // The URL changes before page 2's rows arrive, so wait for the rows themselves.
    const first = await shownNumbers(page);
    await page.getByRole('button', { name: '次へ' }).click();
    await expect(page).toHaveURL(/page=2/);
    expect(new URL(page.url()).searchParams.get('after')).not.toBeNull();
    await expect.poll(() => shownNumbers(page)).not.toEqual(first);
    const second = await shownNumbers(page);
    expect(second).toHaveLength(20);
    await page.reload();
    await expect.poll(() => shownNumbers(page)).toEqual(second);
    expect(await resultCount(page)).toBe(active);
    await expect(page.getByTestId('contract-conditions')).toHaveText('契約ステータス：成立');

    // A shared link, opened by the same user in another browser.
    const shared = pathOf(page);
    const other = await newPage();
    await signedInAt(other, recruiterAdmin, shared);
    await expect.poll(() => shownNumbers(other)).toEqual(second);

    // Back: page 1 of the search, then the list before it; forward again.
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    expect(await resultCount(page)).toBe(active);
    await page.goBack();
    await expect.poll(() => resultCount(page)).toBe(all);
    await page.goForward();
    await expect.poll(() => resultCount(page)).toBe(active);
    await expect(page.getByTestId('contract-conditions')).toHaveText('契約ステータス：成立');

    // A keyword too; list → detail → the side menu's 契約内容一覧 keeps the search.
    const holder = await firstPolicyholder(page);
    await page.getByRole('button', { name: '条件を変更' }).click();
    await page.getByRole('textbox', { name: 'キーワード' }).fill(holder);
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page.getByTestId('contract-conditions')).toContainText(`キーワード「${holder}」`);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(holder);
    const found = await resultCount(page);
    await page.getByRole('table', { name: '契約内容一覧' }).getByRole('rowheader').first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: /^契約詳細 / })).toBeVisible();
    await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '契約内容一覧' }).click();
    expect(await resultCount(page)).toBe(found);

    // Leaving contracts through the app resets it.
    await page.getByRole('link', { name: 'ホーム' }).click();
    await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '契約内容一覧' }).click();
    await expect.poll(() => resultCount(page)).toBe(all);
    expect(new URL(page.url()).search).toBe('');
  });
});
