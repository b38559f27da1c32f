import { paths } from '@olive/api';
import type { Locator, Page } from 'playwright';
import { describe, it } from 'vitest';
import { expect, selectAgency, signedInAt, useBrowser } from './support';

const { newPage } = useBrowser();

/** Every list screen, with the name of its table and, for a list whose rows open, where a row leads. */
const lists = [
  { path: paths.adminAgencies, table: '代理店一覧', opens: /\/$/ },
  { path: paths.adminOliveUsers, table: 'オリーブユーザー一覧', opens: /\/admin\/olive-users\/\d+$/ },
  { path: paths.adminRecruiters, table: '募集人一覧', opens: /\/admin\/recruiters\/\d+/ },
  { path: paths.adminLogs, table: '証跡一覧' },
  { path: paths.adminNews, table: 'お知らせ一覧', opens: /\/admin\/news\/\d+$/ },
  { path: paths.adminAgencyIp, table: /の許可IPアドレス$/ },
  { path: paths.contracts, table: '契約内容一覧', opens: /\/contracts\/\d+$/ },
] as const;

/** The page's sideways overflow, and how far the table reaches past the box that scrolls it. */
function fit(page: Page, table: string | RegExp) {
  return page.getByRole('table', { name: table }).evaluate((t) => {
    const box = t.parentElement as HTMLElement;
    const root = document.scrollingElement as HTMLElement;
    return {
      page: Math.max(0, root.scrollWidth - window.innerWidth),
      table: Math.max(0, Math.round(t.getBoundingClientRect().width) - box.clientWidth),
      box: Math.max(0, box.scrollWidth - box.clientWidth),
    };
  });
}

/** The rows' controls (the header's sort buttons are out of sight on a card list) end within the screen's width. */
async function expectRowControlsOnScreen(table: Locator, list: string, width: number) {
  const rows = table.locator('tbody');
  const buttons = await rows.getByRole('button').or(rows.getByRole('link')).all();
  for (const control of buttons) {
    const box = await control.boundingBox();
    expect(box && box.x + box.width, `${list}: ${await control.textContent()}`).toBeLessThanOrEqual(width);
  }
}

/** For a list whose rows open: a tap on the row's second value (not its link or button) opens the row. */
async function expectRowTapOpens(page: Page, table: Locator, list: (typeof lists)[number]) {
  if (!('opens' in list)) return;
  await table.getByRole('row').nth(1).getByRole('cell').first().click();
  await expect(page).toHaveURL(list.opens);
  if (list.path === paths.adminAgencies) await selectAgency(page, 'A0001');
}

/** A super admin with agency A0001 chosen (the contract list needs one), on the first list. */
async function superAdmin(width: number, height: number) {
  const page = await newPage();
  await page.setViewportSize({ width, height });
  await signedInAt(page, 'super@demo.olive.test', paths.adminAgencies);
  await selectAgency(page, 'A0001');
  return page;
}

describe('lists that fit the screen (docs/adr/0096-lists-that-fit.md)', () => {
  it('at 1440×900 every list shows all its columns and row actions without scrolling sideways', async () => {
    const page = await superAdmin(1440, 900);
    for (const list of lists) {
      await page.goto(list.path);
      const table = page.getByRole('table', { name: list.table });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(table).not.toHaveAttribute('aria-busy');
      expect({ list: list.path, ...(await fit(page, list.table)) }).toEqual({
        list: list.path,
        page: 0,
        table: 0,
        box: 0,
      });
    }
  });

  for (const [width, height] of [
    [390, 844],
    [320, 640],
  ] as const) {
    it(`at ${width}×${height} no list scrolls sideways, row actions stay on screen, a tap on a row opens it`, async () => {
      const page = await superAdmin(width, height);
      for (const list of lists) {
        await page.goto(list.path);
        const table = page.getByRole('table', { name: list.table });
        await expect(table.getByRole('row').nth(1)).toBeVisible();
        await expect(table).not.toHaveAttribute('aria-busy');
        const measured = await fit(page, list.table);
        expect({ list: list.path, page: measured.page, box: measured.box }).toEqual({
          list: list.path,
          page: 0,
          box: 0,
        });
        await expectRowControlsOnScreen(table, list.path, width);
        await expectRowTapOpens(page, table, list);
      }
    });
  }
});

describe('lists that take typing (docs/adr/0095-lists-take-typing.md)', () => {
  it('a list opened with the mouse takes the typing; Escape gives focus back; no other field changes', async () => {
    const page = await newPage();
    await signedInAt(page, 'super@demo.olive.test', paths.adminRecruiterNew);
    const name = page.getByRole('textbox', { name: '氏名' });
    await name.fill('試験 太郎');

    // 代理店 (dozens of agencies) filters as one types; Enter chooses the match.
    const agency = page.getByRole('combobox', { name: '代理店', exact: true });
    await agency.click();
    const filter = page.getByRole('combobox', { name: '代理店を絞り込み' });
    await expect(filter).toBeFocused();
    await page.keyboard.type('A0005');
    await expect(page.getByRole('listbox', { name: '代理店' }).getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(agency).toHaveText(/^A0005 /);
    await expect(agency).toBeFocused();
    await expect(name).toHaveValue('試験 太郎');

    // Width and kana are folded as the contract search folds them: ａ０００６ finds A0006.
    await agency.click();
    await page.keyboard.insertText('ａ０００６');
    await page.keyboard.press('Enter');
    await expect(agency).toHaveText(/^A0006 /);

    // 権限 (a short Select): the arrows and Enter work on the list opened by the mouse.
    const role = page.getByRole('combobox', { name: '権限' });
    await role.click();
    await expect(page.getByRole('option', { name: '一般' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(role).toHaveText('管理者');
    await expect(role).toBeFocused();
    await role.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(role).toBeFocused();
    await expect(role).toHaveText('管理者');
    await expect(name).toHaveValue('試験 太郎');
    await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toHaveValue('');
  });
});
