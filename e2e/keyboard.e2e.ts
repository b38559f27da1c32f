import type { Page } from 'playwright';
import { describe, it } from 'vitest';
import { DEMO_PASSWORD, expect, firstPolicyholder, useBrowser } from './support';

const { newPage } = useBrowser();

/** The accessible name and role of the focused element, as a user of a screen reader hears it. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const labelled = el.getAttribute('aria-labelledby');
    const byId = labelled
      ? labelled
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
    const name = el.getAttribute('aria-label') || byId || label || el.textContent || '';
    return `${el.getAttribute('role') ?? el.tagName.toLowerCase()}:${name.replace(/\s+/g, ' ').trim()}`;
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's "role:name" matches, as a keyboard user would. */
async function tabTo(page: Page, target: RegExp, { back = false, max = 40 } = {}) {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    seen.push(now);
    if (target.test(now)) return;
  }
  throw new Error(`Tab never reached ${target}; focus went through:\n  ${seen.join('\n  ')}`);
}

describe('a journey by keyboard alone', () => {
  it('signs in, opens contracts from the menu, searches, opens a contract, opens and cancels a dialog, logs out', async () => {
    const page = await newPage();
    await page.goto('/contracts');
    await expect(page).toHaveURL(/\/authentication\/login$/);
    await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();

    await tabTo(page, /^input:メールアドレス/);
    await page.keyboard.type('recruiter-admin@demo.olive.test');
    await tabTo(page, /^input:パスワード/);
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    // Back to the remembered page.
    await expect(page).toHaveURL(/\/contracts$/);
    await expect(page.getByRole('heading', { name: /^検索結果：/ })).toBeVisible();

    // The menu: Tab into it, Enter follows a link, arrows move inside it.
    await tabTo(page, /^a:ホーム$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'ホーム', level: 1 })).toBeVisible();
    if ((await focused(page)) !== 'a:ホーム') await tabTo(page, /^a:ホーム$/);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('a:契約内容一覧');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contracts$/);

    // Search by keyword with Enter in the field.
    await tabTo(page, /^input:キーワード/);
    const holder = await firstPolicyholder(page);
    await page.keyboard.type(holder);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: '契約内容一覧' }).getByRole('row').nth(1)).toContainText(holder);

    // The form stepped aside: focus is on the button that opens it again, Enter opens it.
    await expect.poll(() => focused(page)).toBe('button:条件を変更');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('button:閉じる');
    await tabTo(page, /^input:キーワード/);
    await expect(page.getByRole('textbox', { name: 'キーワード' })).toHaveValue(holder);
    // Clear the keyword, tick the status 成立 with Space, search with the button.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await tabTo(page, /^input:成立$/);
    await page.keyboard.press('Space');
    await tabTo(page, /^button:検索$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: '契約内容一覧' }).getByRole('row').nth(1)).toContainText('成立');

    // Open the first contract by its link.
    await tabTo(page, /^a:[A-Z0-9-]+$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^契約詳細 / })).toBeVisible();

    // The payment-method dialog: focus moves in, Escape closes it, focus returns to its button.
    await tabTo(page, /^button:支払方法を変更$/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: '支払方法を変更しますか？' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await focused(page)).toBe('button:支払方法を変更');

    // Log out from the top bar.
    await tabTo(page, /^button:Logout$/, { back: true, max: 60 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/authentication\/login$/);
  });
});
