import { describe, it } from 'vitest';
import { expect, firstPolicyholder, signedInAt, signIn, useBrowser } from './support';

const { newPage } = useBrowser();

const resultCount = async (page: import('playwright').Page) => {
  const heading = page.getByRole('heading', { name: /^検索結果：/ });
  await expect(heading).toBeVisible();
  return Number((await heading.innerText()).replace(/[^0-9]/g, ''));
};
/** The management numbers of the rows shown, in order. */
const shownNumbers = async (page: import('playwright').Page) =>
  page.getByRole('table', { name: '契約内容一覧' }).getByRole('rowheader').allInnerTexts();

/** The CSV the CSV出力 button downloads, as text. */
async function downloadCsv(page: import('playwright').Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV出力' }).click(),
  ]);
  const file = await download.path();
  return new TextDecoder('utf-8').decode(await import('node:fs').then((fs) => fs.readFileSync(file)));
}

/** The CSV's rows as cells: quoted values ("" inside), or empty unquoted cells (the demo data has no line breaks in values). */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1)
    .filter((l) => l !== '')
    .map((l) =>
      Array.from(l.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g), (m) => (m[1] ?? m[2] ?? '').replaceAll('""', '"')),
    );

describe('contracts (docs/product.md §2 /contracts, §7)', () => {
  it('searches by keyword and by date range, keeps the search across list ↔ detail, exports the filter as CSV', async () => {
    const page = await newPage();
    await signIn(page, 'recruiter-admin@demo.olive.test');
    await page.getByRole('link', { name: '契約内容一覧' }).click();
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(20);

    // Keyword: the first row's policyholder name.
    const holder = await firstPolicyholder(page);
    expect(holder).not.toBe('');
    await page.getByRole('textbox', { name: 'キーワード' }).fill(holder);
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const byName = await resultCount(page);
    expect(byName).toBeGreaterThan(0);
    // Every word of the keyword is in each row found (the name, or the recruiter's name for a word).
    const found = await page.getByRole('table', { name: '契約内容一覧' }).getByRole('row').allInnerTexts();
    for (const row of found.slice(1)) for (const word of holder.split(/\s+/)) expect(row).toContain(word);

    // After the search the form has stepped aside: one line says what the list shows.
    await expect(page.getByTestId('contract-conditions')).toHaveText(`キーワード「${holder}」`);
    await expect(page.getByRole('textbox', { name: 'キーワード' })).toBeHidden();

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
    // The toggle says what it will do: 条件を変更 opens the form, then the same button reads 閉じる.
    await page.getByRole('button', { name: '条件を変更' }).click();
    await expect(page.getByRole('button', { name: '閉じる', exact: true })).toHaveAttribute('aria-expanded', 'true');
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

    // A bad date is refused in Japanese, the form stays open and the last search stays.
    await page.getByRole('button', { name: '条件を変更' }).click();
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
    await expect(page.getByTestId('contract-conditions')).toContainText(`初回契約日：${day} 00:00〜${day} 23:59`);

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
    await signedInAt(page, 'recruiter-admin@demo.olive.test', '/contracts');
    await page
      .getByRole('group', { name: '契約ステータス' })
      .getByRole('checkbox', { name: '成立', exact: true })
      .check();
    await page.getByRole('button', { name: '検索', exact: true }).click();
    // The heading was there before the search; the conditions show with the search, and the table is
    // busy from that render until the 成立 rows are in.
    await expect(page.getByTestId('contract-conditions')).toHaveText('契約ステータス：成立');
    const table = page.getByRole('table', { name: '契約内容一覧' });
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await table.getByRole('row').nth(1).getByRole('link').click();
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
    await expect(
      page.getByRole('status').filter({ hasText: `支払方法の変更（${other}）の申請を受け付けました。` }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table', { name: '保全手続きの履歴' })).toContainText(`${other}に変更`);

    await page.getByRole('button', { name: '解約を申請' }).click();
    const confirm = page.getByRole('alertdialog', { name: '解約を申請しますか？' });
    await confirm.getByRole('button', { name: '解約を申請する' }).click();
    await expect(page.getByRole('status').filter({ hasText: '解約申請を受け付けました。' })).toBeVisible();
    await expect(page.getByText('解約申請中').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '解約を申請' })).toBeDisabled();
  });

  it('at 1440×900 a search steps aside: the first result row is on the first screen without scrolling', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInAt(page, 'recruiter-admin@demo.olive.test', '/contracts');
    await expect(page.getByRole('heading', { name: /^検索結果：/ })).toBeVisible();
    await page
      .getByRole('group', { name: '契約ステータス' })
      .getByRole('checkbox', { name: '成立', exact: true })
      .check();
    await page.getByRole('group', { name: '引去状況' }).getByRole('checkbox', { name: '入金', exact: true }).check();
    const search = page.getByRole('button', { name: '検索', exact: true });
    await search.click();
    await expect(page.getByTestId('contract-conditions')).toHaveText('契約ステータス：成立／引去状況：入金');
    // Focus went to the button that opens the form again, not to the page.
    await expect(page.getByRole('button', { name: '条件を変更' })).toBeFocused();
    const firstRow = page.getByRole('table', { name: '契約内容一覧' }).getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await firstRow.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
    expect(box?.y ?? -1).toBeGreaterThan(0);
    // Dense rows, the kana under the name: two lines at most (docs/adr/0096-lists-that-fit.md).
    expect(box?.height ?? 99).toBeLessThanOrEqual(52);
    const shots = process.env.E2E_SHOTS;
    if (shots) await page.screenshot({ path: `${shots}/contracts-1440x900.png` });
  });

  it('sorts by a column header, and the CSV follows the same order', async () => {
    const page = await newPage();
    await signedInAt(page, 'recruiter-admin@demo.olive.test', '/contracts');
    await expect(page.getByRole('heading', { name: /^検索結果：/ })).toBeVisible();
    const table = page.getByRole('table', { name: '契約内容一覧' });
    const premiumHeader = table.getByRole('columnheader', { name: '月額保険料' });
    // Keyboard: focus the header's button and press Enter twice (昇順, then 降順).
    await premiumHeader.getByRole('button', { name: '月額保険料' }).focus();
    await page.keyboard.press('Enter');
    await expect(premiumHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=monthlyPremium/);
    await page.keyboard.press('Enter');
    await expect(premiumHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/order=desc/);
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const yen = (t: string) => Number(t.replace(/[^0-9]/g, ''));
    const premiums = (await table.locator('td[data-align="end"]').allInnerTexts()).map(yen);
    expect(premiums.length).toBe(20);
    expect(premiums).toEqual([...premiums].sort((a, b) => b - a));

    // The CSV: the same rows first, in the same order, and the whole file by premium, highest first.
    const shown = await shownNumbers(page);
    const rows = csvRows(await downloadCsv(page));
    expect(rows.slice(0, shown.length).map((r) => r[0])).toEqual(shown);
    const csvPremiums = rows.map((r) => Number(r[9]));
    expect(csvPremiums).toEqual([...csvPremiums].sort((a, b) => b - a));

    // Page 2 by key continues the order; its rows follow in the CSV too.
    await page.getByRole('navigation', { name: 'ページ送り' }).getByRole('button', { name: '次へ' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => shownNumbers(page)).not.toEqual(shown);
    const second = await shownNumbers(page);
    expect(rows.slice(20, 20 + second.length).map((r) => r[0])).toEqual(second);

    // Another sort (契約者名, by kana): the CSV follows again.
    await table.getByRole('button', { name: '契約者名' }).click();
    await expect(table.getByRole('columnheader', { name: '契約者名' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).not.toHaveURL(/page=2/);
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const byKana = await shownNumbers(page);
    const kanaRows = csvRows(await downloadCsv(page));
    expect(kanaRows.slice(0, byKana.length).map((r) => r[0])).toEqual(byKana);

    // 表示件数 50: fifty rows, still in the chosen order.
    await page.getByRole('combobox', { name: '表示件数' }).selectOption('50');
    await expect(page).toHaveURL(/perPage=50/);
    await expect(table.getByRole('rowheader')).toHaveCount(50);
    expect(await shownNumbers(page)).toEqual(kanaRows.slice(0, 50).map((r) => r[0]));
  });

  it('a failed search shows its error state with a retry, never 「該当する契約はありません」; a slow one is busy', async () => {
    const page = await newPage();
    await signedInAt(page, 'recruiter-admin@demo.olive.test', '/contracts');
    await expect(page.getByRole('heading', { name: /^検索結果：/ })).toBeVisible();
    const table = page.getByRole('table', { name: '契約内容一覧' });

    // Slow: the rows are dimmed and busy, 検索 shows progress and keeps focus.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/contracts\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('textbox', { name: 'キーワード' }).fill('オリーブ');
    const search = page.getByRole('button', { name: '検索', exact: true });
    await search.click();
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(search).toHaveAttribute('aria-disabled', 'true');
    await expect(search).toBeFocused();
    await expect(page.locator('[data-part="dim"]')).toBeVisible();
    release();
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await page.unroute(/\/api\/contracts\?/);

    // Failed: a 500 from the list.
    await page.route(/\/api\/contracts\?/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) }),
    );
    await page.getByRole('button', { name: '条件を変更' }).click();
    await page.getByRole('textbox', { name: 'キーワード' }).fill('');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    // A 500 also opens the error dialog (docs/product.md §8). Its script is loaded on demand, so it can open
    // well after the table's error state: wait for it and close it, or it covers the retry (a CI run
    // checked too early, and the dialog opened over the retried list, hiding its rows).
    const dialog = page.getByRole('alertdialog', { name: 'エラーが発生しました' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('alert')).toContainText('一覧を読み込めませんでした');
    await expect(page.getByText('該当する契約はありません')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '検索結果', exact: true })).toBeVisible();

    // Retry once the server answers again.
    await page.unroute(/\/api\/contracts\?/);
    await table.getByRole('button', { name: '再読み込み' }).click();
    await expect(table.getByRole('rowheader').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^検索結果：/ })).toBeVisible();
  });

  it('a page past the end (a link kept from before) says how far the list goes, and 最後のページへ opens its last page', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInAt(page, 'recruiter-admin@demo.olive.test', '/contracts?page=999');
    const total = await resultCount(page);
    const last = Math.ceil(total / 20);
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThan(999);
    await expect(page.getByText('このページに表示する契約はありません')).toBeVisible();
    await expect(
      page.getByText(
        `該当する契約は${total.toLocaleString('ja-JP')}件、${last.toLocaleString('ja-JP')}ページまでです。`,
      ),
    ).toBeVisible();
    await expect(page.getByText('該当する契約はありません', { exact: true })).toHaveCount(0);
    // On a phone the message and its two buttons are in sight: in the table's box, not centred
    // across its 1,100 px of columns.
    for (const name of ['最初のページへ', '最後のページへ']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.x ?? 999) + (box?.width ?? 0), name).toBeLessThanOrEqual(390);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/contracts-past-the-end-390x844.png`, fullPage: true });
    await page.getByRole('button', { name: '最後のページへ' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe(String(last));
    await expect.poll(async () => (await shownNumbers(page)).length).toBe(total - (last - 1) * 20);
    await expect(page.getByText('このページに表示する契約はありません')).toHaveCount(0);
  });

  it('on a 390×844 phone the search and the list fit the width; each contract is a card', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInAt(page, 'recruiter-admin@demo.olive.test', '/contracts');
    await expect(page.getByRole('heading', { name: /^検索結果：/ })).toBeVisible();
    const shots = process.env.E2E_SHOTS;
    if (shots) await page.screenshot({ path: `${shots}/contracts-390x844-open.png` });
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page.getByTestId('contract-conditions')).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/contracts-390x844.png` });
    // Cards (docs/adr/0096-lists-that-fit.md): nothing off screen, no sideways scroll of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const card = page.getByRole('table', { name: '契約内容一覧' }).getByRole('row').nth(1);
    const box = await card.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 999) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  });

  it("the statuses' answer renders the two status groups again, not the whole screen", async () => {
    const page = await newPage();
    // React reports each commit to the developer tools' hook when one is there. This one counts the
    // components each commit rendered: the fibres of the committed tree that were not in the one
    // before (a subtree React did not visit stays the same objects) and that were mounted or given
    // new props (one that bailed out keeps the props object it had).
    await page.addInitScript(() => {
      type Fiber = { child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null; memoizedProps: unknown };
      const rendered: number[] = [];
      (window as unknown as { rendered: number[] }).rendered = rendered;
      let previous = new Set<Fiber>();
      const walk = (fiber: Fiber | null, seen: Set<Fiber>) => {
        for (let f = fiber; f; f = f.sibling) {
          seen.add(f);
          walk(f.child, seen);
        }
      };
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
          const now = new Set<Fiber>();
          walk(root.current, now);
          let n = 0;
          for (const f of now)
            if (!previous.has(f) && (f.alternate === null || f.alternate.memoizedProps !== f.memoizedProps)) n++;
          rendered.push(n);
          previous = now;
        },
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
      };
    });
    // The statuses answer after the list has rendered its rows.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/statuses', async (route) => {
      await held;
      await route.continue();
    });
    await signedInAt(page, 'recruiter-admin@demo.olive.test', '/contracts');
    await expect(page.getByRole('heading', { name: /^検索結果：/ })).toBeVisible();
    await expect(page.getByRole('table', { name: '契約内容一覧' }).getByRole('row').nth(1)).toBeVisible();
    const rendered = () => page.evaluate(() => (window as unknown as { rendered: number[] }).rendered.slice());
    const before = (await rendered()).length;
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/statuses');
    release();
    await answered;
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await page.waitForTimeout(500);
    const after = (await rendered()).slice(before);
    expect(after.length).toBeGreaterThan(0);
    // The two check box groups with their options, about 200 components in one commit; the screen
    // around them is over 800, and rendered again it made two commits of over 450 each.
    expect(after.reduce((sum, n) => sum + n, 0)).toBeLessThan(300);
  });
});
