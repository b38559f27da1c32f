import type { Page, Request } from 'playwright';
import { describe, it } from 'vitest';
import { expect, signIn, useBrowser } from './support';

const { newPage } = useBrowser();

/** The 検索結果 heading's count, once the list has answered. */
const resultCount = async (page: Page) => {
  const heading = page.getByRole('heading', { name: /^検索結果：/ });
  await expect(heading).toBeVisible();
  return Number((await heading.innerText()).replace(/[^0-9]/g, ''));
};

/** The search form, opened again if it stepped aside after a search. */
async function searchForm(page: Page) {
  const form = page.getByRole('form', { name: '契約の検索' });
  if (!(await form.isVisible())) await page.getByRole('button', { name: '条件を変更' }).click();
  await expect(form).toBeVisible();
  return form;
}

/**
 * Runs `act` and returns the query of the contract list call it makes, once the list has answered
 * and the form has stepped aside (it folds only when the answer is in: a step that looked for the
 * form before then would find it open, and it would fold under the next keystroke).
 */
async function listCall(page: Page, act: () => Promise<void>): Promise<URLSearchParams> {
  const [request] = await Promise.all([
    page.waitForRequest((r: Request) => new URL(r.url()).pathname === '/api/contracts'),
    act(),
  ]);
  await expect(page.getByRole('form', { name: '契約の検索' })).toBeHidden();
  return new URL(request.url()).searchParams;
}

describe('dates typed as people type them', () => {
  it('accepts 2025/01/01, ２０２５／１／１ and R7.1.1 in the contract search, sends the API format, and finds contracts', async () => {
    const page = await newPage();
    await signIn(page, 'recruiter-admin@demo.olive.test');
    await page.getByRole('link', { name: '契約内容一覧' }).click();
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(0);

    // A day alone, left by clicking 検索: the start of its day.
    let form = await searchForm(page);
    let contractDate = form.getByRole('group', { name: '初回契約日' });
    await contractDate.getByRole('textbox', { name: '開始' }).fill('2025/01/01');
    let query = await listCall(page, () => form.getByRole('button', { name: '検索', exact: true }).click());
    expect(query.get('startFirstContractDate')).toBe('2025/01/01 00:00');
    await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
    const fromDay = await resultCount(page);
    expect(fromDay).toBeLessThanOrEqual(all);

    // Full-width, confirmed with Enter: the end of a range is the end of its day.
    form = await searchForm(page);
    contractDate = form.getByRole('group', { name: '初回契約日' });
    await contractDate.getByRole('textbox', { name: '開始' }).fill('２０２５／１／１');
    await contractDate.getByRole('textbox', { name: '終了' }).fill('２０２６／１２／３１');
    query = await listCall(page, () => contractDate.getByRole('textbox', { name: '終了' }).press('Enter'));
    expect(query.get('startFirstContractDate')).toBe('2025/01/01 00:00');
    expect(query.get('endFirstContractDate')).toBe('2026/12/31 23:59');
    await expect.poll(() => resultCount(page)).toBeGreaterThan(0);

    // An era date, shown as the western date it is.
    form = await searchForm(page);
    contractDate = form.getByRole('group', { name: '初回契約日' });
    await contractDate.getByRole('textbox', { name: '終了' }).fill('');
    const start = contractDate.getByRole('textbox', { name: '開始' });
    await start.fill('R7.1.1');
    await start.press('Tab');
    await expect(start).toHaveValue('2025/01/01 00:00');
    const paymentStart = form.getByRole('group', { name: '初回入金日' }).getByRole('textbox', { name: '開始' });
    await paymentStart.fill('令和7年1月1日');
    query = await listCall(page, () => form.getByRole('button', { name: '検索', exact: true }).click());
    expect(query.get('startFirstContractDate')).toBe('2025/01/01 00:00');
    expect(query.get('startFirstPaymentDate')).toBe('2025/01/01 00:00');
    expect(query.has('endFirstContractDate')).toBe(false);
    await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
    // No format string anywhere on the screen.
    await expect(page.getByText(/yyyy|HH:mm/)).toHaveCount(0);
  });

  it('refuses an impossible date with a 「{label}は…」 message and does not search', async () => {
    const page = await newPage();
    await signIn(page, 'recruiter-admin@demo.olive.test');
    await page.getByRole('link', { name: '契約内容一覧' }).click();
    await resultCount(page);
    const form = await searchForm(page);
    const start = form.getByRole('group', { name: '初回契約日' }).getByRole('textbox', { name: '開始' });
    await start.fill('2025/02/30');
    await start.press('Tab');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('初回契約日（開始）は存在しない日付です。')).toBeVisible();
    await expect(start).toHaveValue('2025/02/30');

    let searched = false;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/contracts') searched = true;
    });
    await form.getByRole('button', { name: '検索', exact: true }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await expect(form).toBeVisible();
    expect(searched).toBe(false);

    // Words the reader cannot read say so, with examples rather than a format string.
    await start.fill('あした');
    await start.press('Tab');
    await expect(
      form.getByText(
        '初回契約日（開始）は日付として読み取れません。2025/01/01、2025/1/1 9:30、令和7年1月1日 のように指定してください。',
      ),
    ).toBeVisible();
    await expect(page.getByText(/yyyy|HH:mm/)).toHaveCount(0);
  });
});
