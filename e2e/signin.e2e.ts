import { paths } from '@olive/api';
import { describe, it } from 'vitest';
import {
  DEMO_PASSWORD,
  expect,
  menuLabels,
  nextCode,
  outbox,
  pathOf,
  selectAgency,
  signIn,
  submitLogin,
  useBrowser,
} from './support';

const { newPage } = useBrowser();

/** docs/product.md §2 menu labels, and §6: the entries of each role, with and without a selected agency. */
const L = {
  home: 'ホーム',
  contracts: '契約内容一覧',
  fees: '手数料等',
  recruiters: '募集人一覧',
  agencies: '代理店一覧',
  oliveUsers: 'オリーブユーザー一覧',
  upload: 'ファイルアップロード',
  logs: '証跡一覧',
  news: 'お知らせ一覧',
  agencyIp: '代理店IP一覧',
};
const sorted = (labels: string[]) => [...labels].sort();

// Each role's menu is the api's (packages/api access.test.ts) and where it lands the route guard's
// (packages/app routes/guard.test.ts): the journeys sign in once per way of signing in.
describe('each demo account signs in, lands where docs/product.md §2/§4 say and sees its menu (§6)', () => {
  it('olive_super_admin: no agency → /admin/agencies; with one → home and the full menu', async () => {
    const page = await newPage();
    await signIn(page, 'super@demo.olive.test');
    await expect(page).toHaveURL(/\/admin\/agencies$/);
    expect(sorted(await menuLabels(page))).toEqual(
      sorted([L.agencies, L.oliveUsers, L.recruiters, L.upload, L.logs, L.news, L.agencyIp]),
    );
    await selectAgency(page, 'A0001');
    expect(sorted(await menuLabels(page))).toEqual(
      sorted([L.home, L.contracts, L.fees, L.oliveUsers, L.recruiters, L.upload, L.logs, L.news, L.agencyIp]),
    );
    await expect(page.getByText('特権管理者').first()).toBeVisible();
  });

  it('the MFA account answers the SMS code read from the outbox', async () => {
    const page = await newPage();
    const phone = '09000000006';
    const before = outbox(phone).length;
    await page.goto(paths.login);
    await submitLogin(page, 'mfa@demo.olive.test');
    await expect(page).toHaveURL(/\/authentication\/sms-authentication$/);
    // Where the code went (the masked number, not the e-mail), how long it lasts, and a resend that waits its turn.
    await expect(page.getByText('ご登録の電話番号（*******0006）にSMSで6桁の認証コードを送信しました。')).toBeVisible();
    await expect(page.getByText(/認証コードの有効期限は送信から5分です/)).toBeVisible();
    await expect(page.getByRole('button', { name: /再送まで \d+ 秒/ })).toBeDisabled();
    const code = await nextCode(phone, before);
    await page.getByLabel('SMS認証コード').fill(code);
    await page.getByRole('button', { name: '認証してログイン' }).click();
    await expect(page).toHaveURL(/\/admin\/agencies$/);
    expect(sorted(await menuLabels(page))).toEqual(sorted([L.agencies, L.logs]));
  });

  it('a wrong SMS code is refused in Japanese and the screen stays', async () => {
    const page = await newPage();
    const before = outbox('09000000006').length;
    await page.goto(paths.login);
    await submitLogin(page, 'mfa@demo.olive.test');
    const code = await nextCode('09000000006', before);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('SMS認証コード').fill(wrong);
    await page.getByRole('button', { name: '認証してログイン' }).click();
    await expect(page.getByRole('alert').first()).toContainText(/認証コード/);
    await expect(page).toHaveURL(/\/authentication\/sms-authentication$/);
  });

  it('the first-login account sets a new password, then signs in with it', async () => {
    const page = await newPage();
    await page.goto(paths.login);
    await submitLogin(page, 'first-login@demo.olive.test');
    await expect(page).toHaveURL(/\/authentication\/change-initial-password$/);
    // The temporary password itself is refused as the new one, on its field, and nothing is spent.
    await page.locator('input[name=password]').fill(DEMO_PASSWORD);
    await page.locator('input[name=password_confirmation]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'パスワードを変更してログイン' }).click();
    await expect(
      page.getByRole('link', { name: '新しいパスワードは現在のパスワードと異なるものを指定してください。' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/authentication\/change-initial-password$/);
    await expect(page.getByRole('button', { name: '初期パスワードを再送する' })).toBeVisible();
    await page.locator('input[name=password]').fill('Midori-2026-new');
    await page.locator('input[name=password_confirmation]').fill('Midori-2026-new');
    await page.getByRole('button', { name: 'パスワードを変更してログイン' }).click();
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
    expect(pathOf(page)).toBe('/');
    expect(await menuLabels(page)).toEqual([L.home, L.contracts]);

    const again = await newPage();
    await again.goto(paths.login);
    await submitLogin(again, 'first-login@demo.olive.test', DEMO_PASSWORD);
    await expect(again.getByRole('alert').first()).toBeVisible();
    await submitLogin(again, 'first-login@demo.olive.test', 'Midori-2026-new');
    await expect(again).toHaveURL(/\/$/);
  });

  it('an unverified e-mail goes to verify-email and is verified with the mailed code', async () => {
    const page = await newPage();
    const email = 'verify-email@demo.olive.test';
    await page.goto(paths.login);
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/authentication\/verify-email$/);
    const before = outbox(email).length;
    await page.getByRole('button', { name: '認証コードを送信' }).click();
    const code = await nextCode(email, before);
    await page.getByLabel('認証コード').fill(code);
    await page.getByRole('button', { name: '認証する' }).click();
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
    expect(pathOf(page)).toBe('/');
  });

  it('an unverified phone goes to verify-phone-number', async () => {
    const page = await newPage();
    await page.goto(paths.login);
    await submitLogin(page, 'verify-phone@demo.olive.test');
    await expect(page).toHaveURL(/\/authentication\/verify-phone-number$/);
    await expect(page.getByRole('heading', { name: '電話番号の認証' })).toBeVisible();
  });

  it('a wrong password shows the server message and keeps the e-mail typed', async () => {
    const page = await newPage();
    await page.goto(paths.login);
    await submitLogin(page, 'recruiter@demo.olive.test', 'Wrong-password-1');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page.getByLabel('メールアドレス')).toHaveValue('recruiter@demo.olive.test');
    await expect(page).toHaveURL(/\/authentication\/login$/);
  });
});

describe('guards (docs/product.md §2)', () => {
  it('a role that may not open a route is sent to /404', async () => {
    const page = await newPage();
    await signIn(page, 'recruiter@demo.olive.test');
    await page.goto('/admin/olive-users');
    await expect(page).toHaveURL(/\/404$/);
    await page.goto('/fees');
    await expect(page).toHaveURL(/\/404$/);
  });

  it('a provider user without an agency is sent from / to /admin/agencies', async () => {
    const page = await newPage();
    await signIn(page, 'admin@demo.olive.test');
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin\/agencies$/);
    await page.goto('/contracts');
    await expect(page).toHaveURL(/\/admin\/agencies$/);
  });

  it('an unknown path shows the 404 page', async () => {
    const page = await newPage();
    await page.goto('/no/such/page');
    await expect(page.getByText('404').first()).toBeVisible();
  });

  it('a signed-out visit is remembered and returned to after sign-in', async () => {
    const page = await newPage();
    await page.goto('/contracts?page=2');
    await expect(page).toHaveURL(/\/authentication\/login$/);
    await submitLogin(page, 'recruiter@demo.olive.test');
    await expect(page).toHaveURL(/\/contracts\?page=2$/);
  });

  it('a signed-in user is sent from the public pages to /', async () => {
    const page = await newPage();
    await signIn(page, 'recruiter@demo.olive.test');
    await page.goto(paths.login);
    await expect(page).toHaveURL(/\/$/);
  });

  it('logout goes to the login screen and the session is gone', async () => {
    const page = await newPage();
    await signIn(page, 'recruiter-admin@demo.olive.test');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/authentication\/login$/);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.goto('/contracts');
    await expect(page).toHaveURL(/\/authentication\/login$/);
  });
});
