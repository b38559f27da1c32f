import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright';
import { describe, it } from 'vitest';
import { expect, selectAgency, signedInAt, signIn, useBrowser } from './support';

const { newPage } = useBrowser();

/** Opens a path and checks its screen: its heading shows and no error dialog opened. */
async function opens(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
}

/** The id in the first link of a table whose href starts with `prefix`. */
async function firstId(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`a[href^="${prefix}"]:not([href$="/new"])`).first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  return href.slice(prefix.length);
}

describe('every route of docs/product.md §2 shows a working screen', () => {
  it('as olive_super_admin with an agency selected', async () => {
    const page = await newPage();
    await signedInAt(page, 'super@demo.olive.test', '/admin/agencies');
    await opens(page, '/admin/agencies', '代理店一覧');
    await selectAgency(page, 'A0001');
    await opens(page, '/', 'ホーム');
    await opens(page, '/contracts', '契約内容一覧');
    const contractId = await firstId(page, '/contracts/');
    await opens(page, `/contracts/${contractId}`, /^契約詳細 /);
    await opens(page, '/fees', '手数料等');
    await opens(page, '/account', 'アカウント設定');
    await opens(page, '/manual', '各種マニュアル');
    await opens(page, '/admin/olive-users', 'オリーブユーザー一覧');
    const userId = await firstId(page, '/admin/olive-users/');
    await opens(page, `/admin/olive-users/${userId}`, /オリーブユーザー/);
    await opens(page, '/admin/olive-users/new', /オリーブユーザー/);
    await opens(page, '/admin/recruiters', '募集人一覧');
    const recruiterId = await firstId(page, '/admin/recruiters/');
    await opens(page, `/admin/recruiters/${recruiterId}`, '募集人の編集');
    await opens(page, '/admin/recruiters/new', '募集人の新規登録');
    await opens(page, '/admin/file-upload', 'ファイルアップロード');
    await opens(page, '/admin/logs', '証跡一覧');
    await opens(page, '/admin/news', 'お知らせ一覧');
    const newsId = await firstId(page, '/admin/news/');
    await opens(page, `/admin/news/${newsId}`, /.+/);
    await opens(page, '/admin/news/new', 'お知らせの登録');
    await opens(page, '/admin/agency-ip', '代理店IP一覧');
    await page.goto('/404');
    await expect(page.getByText('404').first()).toBeVisible();
    await page.goto('/500');
    await expect(page.getByText('500').first()).toBeVisible();
  });

  it("as a recruiter: a news item from home, paging kept in the URL, the manuals' zip", async () => {
    const page = await newPage();
    await signIn(page, 'recruiter@demo.olive.test');
    const newsLink = page.locator('a[href^="/news/"]').first();
    await expect(newsLink).toBeVisible();
    const title = (await newsLink.innerText()).trim();
    await newsLink.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto('/contracts?page=2');
    await expect(page.getByRole('heading', { name: /^検索結果：/ })).toBeVisible();
    const onPage2 = await page.getByRole('table', { name: '契約内容一覧' }).getByRole('row').nth(1).innerText();
    await page.reload();
    await expect
      .poll(() => page.getByRole('table', { name: '契約内容一覧' }).getByRole('row').nth(1).innerText())
      .toBe(onPage2);
    await expect(
      page.getByRole('button', { name: '2ページ目' }).or(page.getByRole('link', { name: '2ページ目' })),
    ).toHaveAttribute('aria-current', 'page');

    await page.goto('/manual');
    await page.getByRole('checkbox', { name: '代理店向け' }).check();
    await page.getByRole('checkbox', { name: 'コンプライアンス' }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '選択したマニュアルをZIPでダウンロード' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const entries = Object.keys(unzipSync(readFileSync(await download.path())));
    // The two ticked groups' files (2 + 1 in the demo manuals), and nothing else.
    expect(entries).toHaveLength(3);
    for (const name of entries) expect(name).toMatch(/\.pdf$/);
    expect(entries.join('\n')).toContain('コンプライアンス・ハンドブック');
  });

  it('the theme chosen on the account page applies at once and is remembered', async () => {
    const page = await newPage();
    await signIn(page, 'recruiter-admin@demo.olive.test');
    await page.goto('/account');
    const theme = () => page.evaluate(() => document.documentElement.dataset.oliveTheme);
    expect(await theme()).toBe('LIGHT');
    await page.getByRole('radio', { name: 'ダーク' }).check();
    expect(await theme()).toBe('DARK');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'アカウント設定' })).toBeVisible();
    expect(await theme()).toBe('DARK');
    await expect(page.getByRole('radio', { name: 'ダーク' })).toBeChecked();
  });
});
