import path from 'node:path';
import type { Page } from 'playwright';
import { describe, it } from 'vitest';
import { expect, selectAgency, signIn, useBrowser } from './support';

const { newPage } = useBrowser();

/** What the home's counts say, in order. */
const countLabels = ['引去不能', '未引去', '解約申請中', '申込中・審査中'];
/** The condition line each count's list shows once it has opened. */
const conditions: Record<string, string> = {
  引去不能: '引去状況：引去不能',
  未引去: '引去状況：未引去',
  解約申請中: '契約ステータス：解約申請中',
  '申込中・審査中': '契約ステータス：申込中・審査中',
};

const countsCard = (page: Page) => page.getByRole('region', { name: '要対応の契約' });

/** The count a link shows: 「引去不能 3件」 → 3 (10,000件以上 → 10000 and capped). */
async function homeCount(page: Page, label: string) {
  const link = countsCard(page).getByRole('link', { name: new RegExp(`^${label} [0-9,]+件(以上)?$`) });
  await expect(link).toBeVisible();
  const text = await link.innerText();
  return { link, total: Number(text.replace(label, '').replace(/[^0-9]/g, '')), capped: text.endsWith('以上') };
}

/** The list's total from its heading (検索結果：3件, or 10,000件以上 above the cap). */
async function listTotal(page: Page) {
  const heading = page.getByRole('heading', { name: /^検索結果：/ });
  await expect(heading).toBeVisible();
  const text = await heading.innerText();
  return { total: Number(text.replace(/[^0-9]/g, '')), capped: text.endsWith('以上') };
}

/** Clicks each count on home and checks that the list it opens has exactly that total and filter. */
async function everyCountMatchesItsList(page: Page) {
  for (const label of countLabels) {
    await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: 'ホーム' }).click();
    const count = await homeCount(page, label);
    const href = (await count.link.getAttribute('href')) ?? '';
    await count.link.click();
    // The filter is the list's URL (docs/adr/0091-urls-logs-and-typed-input.md): the same address as the link.
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1, name: '契約内容一覧' })).toBeVisible();
    await expect(page.getByTestId('contract-conditions')).toHaveText(conditions[label] ?? '');
    await expect.poll(() => listTotal(page)).toEqual({ total: count.total, capped: count.capped });
    // The rows shown have the state counted (the first page of them).
    if (count.total > 0) {
      const rows = await page.getByRole('table', { name: '契約内容一覧' }).getByRole('row').allInnerTexts();
      const wanted = label === '申込中・審査中' ? ['申込中', '審査中'] : [label];
      for (const row of rows.slice(1)) expect(wanted.some((w) => row.includes(w))).toBe(true);
    }
  }
}

describe('the agency home says what needs doing', () => {
  it('a recruiter: each count opens the contract list with that filter, and the list totals the count', async () => {
    const page = await newPage();
    await signIn(page, 'recruiter-admin@demo.olive.test');
    await expect(page.getByRole('heading', { level: 1, name: 'ホーム' })).toBeVisible();
    // The latest statement month with its files, then the news.
    await expect(page.getByRole('heading', { level: 2, name: /^最新の明細（\d{4}年\d{1,2}月分）$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'お知らせ' })).toBeVisible();
    await everyCountMatchesItsList(page);

    // A cancellation filed from the list shows on home at once.
    await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: 'ホーム' }).click();
    const before = await homeCount(page, '解約申請中');
    await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '契約内容一覧' }).click();
    await page.getByRole('checkbox', { name: '成立', exact: true }).check();
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page.getByTestId('contract-conditions')).toHaveText('契約ステータス：成立');
    // The conditions show as the search starts; the table is busy until the 成立 rows are in.
    const list = page.getByRole('table', { name: '契約内容一覧' });
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
    await list.getByRole('rowheader').first().getByRole('link').click();
    await page.getByRole('button', { name: '解約を申請', exact: true }).click();
    await page.getByRole('button', { name: '解約を申請する' }).click();
    await expect(page.getByText('解約申請を受け付けました。')).toBeVisible();
    await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: 'ホーム' }).click();
    await expect.poll(async () => (await homeCount(page, '解約申請中')).total).toBe(before.total + 1);

    // On a phone the statement files wrap inside their card: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 2, name: /^最新の明細/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (process.env.OLIVE_HOME_SHOTS) {
      await page.screenshot({
        path: path.join(process.env.OLIVE_HOME_SHOTS, 'home-recruiter-390.png'),
        fullPage: true,
      });
    }
  });

  it('a provider user on the agency they picked; a phone shows it without sideways scroll', async () => {
    const page = await newPage();
    await signIn(page, 'general@demo.olive.test');
    await selectAgency(page, 'A0002');
    // olive_general may not download statements: no statement card, the counts and news as for everyone.
    await expect(page.getByRole('heading', { level: 2, name: 'お知らせ' })).toBeVisible();
    await expect(countsCard(page).getByRole('link')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: /最新の明細/ })).toHaveCount(0);
    await everyCountMatchesItsList(page);

    await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: 'ホーム' }).click();
    await expect(countsCard(page).getByRole('link')).toHaveCount(4);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect(countsCard(page).getByRole('link').first()).toBeVisible();
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      if (process.env.OLIVE_HOME_SHOTS) {
        await page.screenshot({ path: path.join(process.env.OLIVE_HOME_SHOTS, `home-${width}.png`), fullPage: true });
      }
    }
  });
});
