import { paths } from '@olive/api';
import type { Page } from 'playwright';
import { describe, it } from 'vitest';
import { expect, pathOf, selectAgency, signedInAt, signIn, useBrowser } from './support';

const { newPage } = useBrowser();

const contractsTable = (page: Page) => page.getByRole('table', { name: '契約内容一覧' });
const resultHeading = (page: Page) => page.getByRole('heading', { name: /^検索結果：/ });
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' });
const unsavedDialog = (page: Page) => page.getByRole('alertdialog', { name: '変更が保存されていません' });

/**
 * The first data row's cells, once the list has answered: the table is aria-busy from the render in
 * which the page changes until the new rows are in (a CI run read page 1's row under 「3ページ目」).
 */
async function firstRow(page: Page): Promise<string> {
  await expect(resultHeading(page)).toBeVisible();
  await expect(contractsTable(page)).not.toHaveAttribute('aria-busy', 'true');
  return contractsTable(page).getByRole('row').nth(1).innerText();
}

describe('navigation keeps the user where they were', () => {
  it('「← 契約内容一覧」 returns to page 3 of the filtered list, not page 1', async () => {
    const page = await newPage();
    await signIn(page, 'recruiter-admin@demo.olive.test');
    await sideMenu(page).getByRole('link', { name: '契約内容一覧' }).click();
    await expect(resultHeading(page)).toBeVisible();
    const all = await resultHeading(page).innerText();

    // A filter: contracts in force (成立), more than two pages of them in the demo data.
    await page
      .getByRole('group', { name: '契約ステータス' })
      .getByRole('checkbox', { name: '成立', exact: true })
      .check();
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect.poll(() => resultHeading(page).innerText()).not.toBe(all);
    const filtered = await resultHeading(page).innerText();
    expect(Number(filtered.replace(/[^0-9]/g, ''))).toBeGreaterThan(40);
    const onPage1 = await firstRow(page);

    // Every state the table passes through on the way is watched: 「3ページ目」 marked current over
    // page 1's rows with nothing busy would tell a screen reader (and a quick reader) the wrong page.
    await page.evaluate((stale) => {
      const seen: string[] = [];
      (window as unknown as { staleSeen: string[] }).staleSeen = seen;
      const check = () => {
        const current = document.querySelector('button[aria-current="page"]')?.textContent ?? '';
        const table = document.querySelector('table');
        const row = table?.querySelectorAll('tr')[1] as HTMLElement | undefined;
        if (current.includes('3') && table?.getAttribute('aria-busy') !== 'true' && row?.innerText === stale) {
          seen.push(current);
        }
      };
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true });
    }, onPage1);
    await page.getByRole('button', { name: '3ページ目' }).click();
    await expect(page).toHaveURL(/[?&]page=3(&|$)/);
    await expect(page.getByRole('button', { name: '3ページ目' })).toHaveAttribute('aria-current', 'page');
    const onPage3 = await firstRow(page);
    expect(onPage3).not.toBe(onPage1);
    expect(await page.evaluate(() => (window as unknown as { staleSeen: string[] }).staleSeen)).toEqual([]);
    // Compared decoded: the app writes the list's brackets as they are, the browser's address encodes them.
    const listUrl = decodeURIComponent(pathOf(page));

    await contractsTable(page).getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^契約詳細 / })).toBeVisible();
    const back = page.getByRole('link', { name: '← 契約内容一覧' });
    await expect(back).toHaveAttribute('href', listUrl);
    await back.click();

    await expect(page).toHaveURL(/[?&]page=3(&|$)/);
    expect(decodeURIComponent(pathOf(page))).toBe(listUrl);
    await expect(page.getByRole('button', { name: '3ページ目' })).toHaveAttribute('aria-current', 'page');
    await expect(resultHeading(page)).toHaveText(filtered);
    await expect.poll(() => firstRow(page)).toBe(onPage3);

    // A reload of the detail page still leads back to page 3 (the place is kept in session storage).
    await contractsTable(page).getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^契約詳細 / })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: '← 契約内容一覧' })).toHaveAttribute('href', listUrl);

    // Leaving contracts forgets it, as it forgets the search (docs/product.md §4).
    await sideMenu(page).getByRole('link', { name: 'ホーム' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ホーム' })).toBeVisible();
    await page.goto(new URL(page.url()).origin + listUrl.replace(/\?.*$/, ''));
    await contractsTable(page).getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('link', { name: '← 契約内容一覧' })).toHaveAttribute('href', '/contracts');
  });

  it('an unknown or malformed contract id shows the 404 page in the shell, with no error dialog', async () => {
    const page = await newPage();
    await signedInAt(page, 'recruiter@demo.olive.test', paths.home);
    for (const id of ['999999999', 'abc', '99999999999999']) {
      await page.goto(`/contracts/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(sideMenu(page)).toBeVisible();
      expect(pathOf(page)).toBe(`/contracts/${id}`);
    }
    // Another agency's contract is not found either (its existence is not revealed).
    await page.getByRole('link', { name: 'ホームへ戻る' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ホーム' })).toBeVisible();
  });

  it('scrolls to the top after a move from a scrolled page, and keeps the scroll when only the page of a list changes', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 600 });
    await signIn(page, 'recruiter-admin@demo.olive.test');
    await sideMenu(page).getByRole('link', { name: '契約内容一覧' }).click();
    await expect(resultHeading(page)).toBeVisible();
    await expect(contractsTable(page).getByRole('row')).toHaveCount(21);

    // Paging: the list stays in view (the pagination is at the bottom of a long page).
    const next = page.getByRole('button', { name: '2ページ目' });
    await next.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    await next.click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByRole('button', { name: '2ページ目' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    // A contract from the bottom of the list: its page starts at the top. Page 2's own rows, once
    // they have come: until then page 1's stand in a busy table and are replaced under the click.
    await expect(contractsTable(page)).not.toHaveAttribute('aria-busy', 'true');
    const last = contractsTable(page).getByRole('row').last().getByRole('link').first();
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await last.click();
    await expect(page.getByRole('heading', { level: 1, name: /^契約詳細 / })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The side menu from a scrolled page, too.
    await page.goto('/contracts?page=2');
    await expect(contractsTable(page).getByRole('row')).toHaveCount(21);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await sideMenu(page).getByRole('link', { name: '手数料等' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '手数料等' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('a lazy page shows the page loader in the main area while its script arrives, never a blank area', async () => {
    const page = await newPage();
    await signIn(page, 'recruiter-admin@demo.olive.test');
    // Hold the fees page's script for a moment, as a slow network would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/FeesPage[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await sideMenu(page).getByRole('link', { name: '手数料等' }).click();
    const main = page.getByRole('main');
    const placeholder = main.locator('[data-part="page-placeholder"]');
    await expect(placeholder).toBeVisible();
    const box = await placeholder.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(200);
    await expect(page.getByRole('progressbar', { name: 'ページを読み込み中' })).toBeVisible();
    // The shell stays: the menu and the top bar are usable meanwhile.
    await expect(sideMenu(page)).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: '手数料等' })).toBeVisible();
    await expect(placeholder).toHaveCount(0);
  });
});

describe('a form with unsaved changes asks before it is left', () => {
  /** Opens the first recruiter's edit form and changes the name; answers the path and the name it had. */
  async function editRecruiter(page: Page): Promise<{ editPath: string; original: string }> {
    await signIn(page, 'super@demo.olive.test');
    await selectAgency(page, 'A0001');
    await sideMenu(page).getByRole('link', { name: '募集人一覧' }).click();
    const link = page.locator('a[href^="/admin/recruiters/"]:not([href$="/new"])').first();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: '募集人の編集' })).toBeVisible();
    const name = page.getByRole('textbox', { name: '氏名' });
    await expect(name).not.toHaveValue('');
    const original = await name.inputValue();
    await name.fill('変更中の氏名');
    return { editPath: pathOf(page), original };
  }

  it('a side-menu link: the dialog; このページに留まる stays with the typing kept, 保存せずに移動する leaves', async () => {
    const page = await newPage();
    const { editPath } = await editRecruiter(page);

    await sideMenu(page).getByRole('link', { name: '証跡一覧' }).click();
    await expect(unsavedDialog(page)).toBeVisible();
    await expect(unsavedDialog(page)).toContainText('このページを離れると、変更は失われます。');
    await expect(unsavedDialog(page).getByRole('button', { name: 'このページに留まる' })).toBeFocused();
    await unsavedDialog(page).getByRole('button', { name: 'このページに留まる' }).click();
    await expect(unsavedDialog(page)).toHaveCount(0);
    expect(pathOf(page)).toBe(editPath);
    await expect(page.getByRole('textbox', { name: '氏名' })).toHaveValue('変更中の氏名');

    await sideMenu(page).getByRole('link', { name: '証跡一覧' }).click();
    await unsavedDialog(page).getByRole('button', { name: '保存せずに移動する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '証跡一覧' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/logs$/);
  });

  it('on a phone, the side menu in its drawer asks the same', async () => {
    const page = await newPage();
    const { editPath } = await editRecruiter(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const openDrawer = async () => {
      await page.getByRole('button', { name: 'メニューを開く' }).click();
      return page.getByRole('dialog', { name: 'メインメニュー' });
    };

    await (await openDrawer()).getByRole('link', { name: '証跡一覧' }).click();
    await expect(unsavedDialog(page)).toBeVisible();
    await unsavedDialog(page).getByRole('button', { name: 'このページに留まる' }).click();
    await expect(unsavedDialog(page)).toHaveCount(0);
    expect(pathOf(page)).toBe(editPath);
    // Nothing happened: the drawer is as the user left it; closing it shows the form as typed.
    const drawer = page.getByRole('dialog', { name: 'メインメニュー' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: '氏名' })).toHaveValue('変更中の氏名');

    await (await openDrawer()).getByRole('link', { name: '証跡一覧' }).click();
    await unsavedDialog(page).getByRole('button', { name: '保存せずに移動する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '証跡一覧' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  it('the browser back button asks in the same dialog; a reload gets the browser’s own question', async () => {
    const page = await newPage();
    const { editPath } = await editRecruiter(page);

    await page.goBack();
    await expect(unsavedDialog(page)).toBeVisible();
    await unsavedDialog(page).getByRole('button', { name: 'このページに留まる' }).click();
    expect(pathOf(page)).toBe(editPath);
    await expect(page.getByRole('textbox', { name: '氏名' })).toHaveValue('変更中の氏名');

    // A reload: the browser asks (beforeunload); dismissing it keeps the page and the typing.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.reload({ timeout: 3_000 }).catch(() => {});
    expect(asked).toEqual(['beforeunload']);
    await expect(page.getByRole('textbox', { name: '氏名' })).toHaveValue('変更中の氏名');

    await page.goBack();
    await unsavedDialog(page).getByRole('button', { name: '保存せずに移動する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '募集人一覧' })).toBeVisible();
    expect(pathOf(page)).toMatch(/^\/admin\/recruiters(\?|$)/);
  });

  it('saving is not leaving: after 更新する the page moves on without asking', async () => {
    const page = await newPage();
    const { editPath, original } = await editRecruiter(page);
    await page.getByRole('button', { name: '更新する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '募集人一覧' })).toBeVisible();
    await expect(unsavedDialog(page)).toHaveCount(0);
    // The demo data as it was, for the other journeys of the run.
    await page.goto(editPath);
    await page.getByRole('textbox', { name: '氏名' }).fill(original);
    await page.getByRole('button', { name: '更新する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '募集人一覧' })).toBeVisible();
    await expect(unsavedDialog(page)).toHaveCount(0);
  });
});
