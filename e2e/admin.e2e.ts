import { readFileSync } from 'node:fs';
import { paths } from '@olive/api';
import type { Page } from 'playwright';
import { describe, it } from 'vitest';
import {
  expect,
  menuLabels,
  nextCode,
  outbox,
  selectAgency,
  signIn,
  submitLogin,
  useBrowser,
  verifyWithCode,
} from './support';

const { newPage } = useBrowser();

/** A recruiter this file creates (agency A0004), used by the IP and log journeys that follow. */
const recruiter = {
  name: '試験 花子',
  email: `e2e-${Date.now()}@demo.olive.test`,
  phone: '09011112222',
  password: 'Hanako-2026-e2e',
};
const IP = '203.0.113.0/24';

async function pick(page: Page, combobox: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('provider admin journeys: news, recruiters, agency IPs, the action log (docs/product.md §2 /admin)', () => {
  it('news posted to one agency shows on its home and not on another', async () => {
    const title = `E2E お知らせ ${Date.now()}`;
    const admin = await newPage();
    await signIn(admin, 'super@demo.olive.test');
    await admin.getByRole('link', { name: 'お知らせ一覧' }).click();
    await admin.goto(paths.adminNewsNew);
    await admin.getByRole('textbox', { name: 'タイトル' }).fill(title);
    await admin.getByRole('textbox', { name: '本文' }).fill('1行目\n2行目');
    await admin.getByRole('radio', { name: '代理店を選択' }).check();
    await admin.getByRole('checkbox', { name: /^A0001 / }).check();
    await admin.locator('input[type=file]').setInputFiles({
      name: '案内.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('添付ファイルの中身'),
    });
    await admin.getByRole('button', { name: '登録する' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'お知らせを登録しました。' })).toBeVisible();
    await expect(admin).toHaveURL(/\/admin\/news\/\d+$/);
    await expect(admin.getByRole('heading', { name: title })).toBeVisible();

    // The agency's recruiter sees it on home, opens it and downloads the attachment.
    const inAgency = await newPage();
    await signIn(inAgency, 'recruiter@demo.olive.test');
    await inAgency.getByRole('link', { name: title }).click();
    await expect(inAgency.getByRole('heading', { name: title })).toBeVisible();
    await expect(inAgency.getByText('2行目')).toBeVisible();
    const [download] = await Promise.all([
      inAgency.waitForEvent('download'),
      inAgency.getByRole('button', { name: /案内\.txt/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('案内.txt');
    expect(readFileSync(await download.path(), 'utf8')).toBe('添付ファイルの中身');

    // Another agency's home does not show it.
    await selectAgency(admin, 'A0002');
    await expect(admin.getByRole('heading', { name: 'お知らせ', level: 2 })).toBeVisible();
    await expect(admin.getByText(title)).toHaveCount(0);
  });

  it('creates a recruiter, who signs in with the mailed temporary password through the initial-password flow', async () => {
    const admin = await newPage();
    await signIn(admin, 'super@demo.olive.test');
    await admin.getByRole('link', { name: '募集人一覧' }).click();
    await admin.goto(paths.adminRecruiterNew);
    await pick(admin, '代理店', /^A0004 /);
    await admin.getByRole('textbox', { name: '氏名' }).fill(recruiter.name);
    await admin.getByRole('textbox', { name: 'メールアドレス' }).fill('not-an-address');
    await admin.getByRole('textbox', { name: '電話番号' }).fill(recruiter.phone);
    await pick(admin, '権限', '一般');
    await admin.getByRole('button', { name: '登録する' }).click();
    // Bad input: a Japanese message on the field, nothing lost.
    await expect(admin.getByRole('textbox', { name: 'メールアドレス' })).toHaveAccessibleDescription(/メールアドレス/);
    await expect(admin.getByRole('textbox', { name: '氏名' })).toHaveValue(recruiter.name);
    const before = outbox(recruiter.email).length;
    await admin.getByRole('textbox', { name: 'メールアドレス' }).fill(recruiter.email);
    await admin.getByRole('button', { name: '登録する' }).click();
    await expect(admin.getByRole('status').filter({ hasText: '初期パスワードをメールで送信しました。' })).toBeVisible();
    await expect(admin).toHaveURL(/\/admin\/recruiters$/);
    const temporary = await nextCode(recruiter.email, before);

    const page = await newPage();
    await page.goto(paths.login);
    await submitLogin(page, recruiter.email, temporary);
    await expect(page).toHaveURL(/\/authentication\/change-initial-password$/);
    await page.locator('input[name=password]').fill(recruiter.password);
    await page.locator('input[name=password_confirmation]').fill(recruiter.password);
    await page.getByRole('button', { name: 'パスワードを変更してログイン' }).click();
    // A new account proves its e-mail address and then its phone (docs/product.md §4).
    await expect(page).toHaveURL(/\/authentication\/verify-email$/);
    await verifyWithCode(page, recruiter.email);
    await expect(page).toHaveURL(/\/authentication\/verify-phone-number$/);
    await verifyWithCode(page, recruiter.phone);
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
    expect(await menuLabels(page)).toEqual(['ホーム', '契約内容一覧']);
    await expect(page.getByText(recruiter.email)).toBeVisible();
  });

  it("an IP allow-list on the recruiter's agency refuses them; removing it lets them in again", async () => {
    const admin = await newPage();
    await signIn(admin, 'super@demo.olive.test');
    await admin.getByRole('link', { name: '代理店IP一覧' }).click();
    await pick(admin, '代理店', /^A0004 /);
    await admin.getByRole('textbox', { name: 'IPアドレス' }).fill('999.1.1.1');
    await admin.getByRole('button', { name: '追加する' }).click();
    await expect(admin.getByRole('textbox', { name: 'IPアドレス' })).toHaveAccessibleDescription(/IPアドレス/);
    await admin.getByRole('textbox', { name: 'IPアドレス' }).fill(IP);
    await admin.getByRole('button', { name: '追加する' }).click();
    // Asked first: the admin's own address, and the recruiter (signed in from this machine, outside the
    // new list, by the journey before) who would be locked out, named from the action log.
    const ask = admin.getByRole('alertdialog', { name: 'IPアドレスを追加しますか？' });
    await expect(ask).toContainText('あなたのIPアドレス: 127.0.0.1');
    await expect(ask).toContainText('この代理店の最初の登録です');
    await expect(ask.getByRole('list', { name: 'ログインできなくなる募集人' })).toContainText(
      `${recruiter.name}（${recruiter.email}）: 127.0.0.1`,
    );
    // Cancelling saves nothing.
    await ask.getByRole('button', { name: 'キャンセル' }).click();
    await expect(ask).toBeHidden();
    await expect(admin.getByText('登録はありません')).toBeVisible();
    await admin.getByRole('button', { name: '追加する' }).click();
    await ask.getByRole('button', { name: '追加する' }).click();
    await expect(admin.getByRole('status').filter({ hasText: `${IP} を追加しました。` })).toBeVisible();
    await expect(admin.getByRole('table', { name: /の許可IPアドレス$/ })).toContainText(IP);

    const page = await newPage();
    await page.goto(paths.login);
    await submitLogin(page, recruiter.email, recruiter.password);
    // The right password from an address outside the list answers exactly as a wrong one
    // (the answer must not confirm a password to someone outside the allow-list).
    await expect(
      page.getByText('メールアドレスまたはパスワードが正しくありません。', { exact: false }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/authentication\/login$/);

    await admin.getByRole('button', { name: `${IP}を削除` }).click();
    await admin
      .getByRole('alertdialog', { name: 'IPアドレスを削除しますか？' })
      .getByRole('button', { name: '削除する' })
      .click();
    await expect(admin.getByText('登録はありません')).toBeVisible();
    await submitLogin(page, recruiter.email, recruiter.password);
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
  });

  it('the action log shows all of it, refusals included, and downloads as CSV', async () => {
    const admin = await newPage();
    await signIn(admin, 'admin@demo.olive.test');
    await admin.getByRole('link', { name: '証跡一覧' }).click();
    await pick(admin, 'ユーザー', new RegExp(recruiter.email));
    await expect(admin).toHaveURL(/user/i);
    const table = admin.getByRole('table', { name: '証跡一覧' });
    await expect(table).toContainText('初期パスワードを変更');
    // The refused sign-in from outside the allow-list is there, as the 401 it answered.
    await expect(
      table.getByRole('row').filter({ hasText: 'POST /login' }).filter({ hasText: '401' }).first(),
    ).toBeVisible();
    await expect(table).toContainText('ログイン');

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'CSVダウンロード' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(recruiter.email);
    expect(csv).toContain('初期パスワードを変更');

    // The provider admin's own actions are there too: the super admin's registrations.
    await pick(admin, 'ユーザー', /super@demo\.olive\.test/);
    await expect(table).toContainText('募集人を登録');
    await expect(table).toContainText('代理店IPを登録');
    await expect(table).toContainText('お知らせを登録');

    // A reload logs the app's check of the session (ログイン状態を確認): hidden unless asked for.
    await admin.reload();
    await pick(admin, 'ユーザー', /[^-]admin@demo\.olive\.test/);
    await expect(table).toContainText('証跡一覧を表示');
    await expect(table).not.toContainText('ログイン状態を確認');
    await admin.getByRole('checkbox', { name: /ページ表示時の確認/ }).check();
    await expect(table).toContainText('ログイン状態を確認');
  });
});
