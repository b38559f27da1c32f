import { paths } from '@olive/api';
import type { Page } from 'playwright';
import { describe, it } from 'vitest';
import { expect, nextCode, outbox, selectAgency, signedInAt, submitLogin, useBrowser } from './support';

const { newPage } = useBrowser();

/** What an IME with full-width input gives for ASCII text. */
const wide = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

async function pick(page: Page, combobox: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Sends a code to `to` and types it back full-width, grouped as people read it out. */
async function verifyWide(page: Page, to: string) {
  const before = outbox(to).length;
  await page.getByRole('button', { name: '認証コードを送信' }).click();
  const code = await nextCode(to, before);
  await page.getByLabel('認証コード').fill(wide(`${code.slice(0, 3)} ${code.slice(3)}`));
  await page.getByRole('button', { name: '認証する' }).click();
}

describe('full-width input is accepted and stored folded (packages/api/src/validation/fold.ts)', () => {
  it('e-mail, phone, verification codes, a CIDR with a trailing space, a management number', async () => {
    const email = `e2e-wide-${Date.now()}@demo.olive.test`;
    const phone = '09033334444';
    const admin = await newPage();
    await signedInAt(admin, 'super@demo.olive.test', paths.adminRecruiterNew);
    await pick(admin, '代理店', /^A0005 /);
    await admin.getByRole('textbox', { name: '氏名' }).fill('全角 太郎');
    await admin.getByRole('textbox', { name: 'メールアドレス' }).fill(wide(email));
    await admin.getByRole('textbox', { name: '電話番号' }).fill('０９０ー３３３３ー４４４４');
    await pick(admin, '権限', '一般');
    const mailed = outbox(email).length;
    await admin.getByRole('button', { name: '登録する' }).click();
    await expect(admin.getByRole('status').filter({ hasText: '初期パスワードをメールで送信しました。' })).toBeVisible();
    // Stored folded: the temporary password went to the ASCII address, and the list shows it.
    const temporary = await nextCode(email, mailed);
    await admin.getByRole('textbox', { name: '氏名・メールアドレス' }).fill(email);
    await admin.getByRole('button', { name: '検索', exact: true }).click();
    await expect(admin.getByRole('table', { name: '募集人一覧' })).toContainText(email);

    // The new recruiter proves e-mail and phone with codes typed full-width; the phone's SMS goes to
    // the folded number.
    const recruiter = await newPage();
    await recruiter.goto(paths.login);
    await submitLogin(recruiter, wide(email), temporary);
    await expect(recruiter).toHaveURL(/\/authentication\/change-initial-password$/);
    await recruiter.locator('input[name=password]').fill('Zenkaku-2026-e2e');
    await recruiter.locator('input[name=password_confirmation]').fill('Zenkaku-2026-e2e');
    await recruiter.getByRole('button', { name: 'パスワードを変更してログイン' }).click();
    await expect(recruiter).toHaveURL(/\/authentication\/verify-email$/);
    await verifyWide(recruiter, email);
    await expect(recruiter).toHaveURL(/\/authentication\/verify-phone-number$/);
    await verifyWide(recruiter, phone);
    await expect(recruiter.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();

    // A CIDR typed full-width with a trailing space is stored as 127.0.0.0/8 (loopback: nobody is locked out).
    await admin.goto(paths.adminAgencyIp);
    await pick(admin, '代理店', /^A0005 /);
    await admin.getByRole('textbox', { name: 'IPアドレス' }).fill(`${wide('127.0.0.0/8')}　 `);
    await admin.getByRole('button', { name: '追加する' }).click();
    await admin
      .getByRole('alertdialog', { name: 'IPアドレスを追加しますか？' })
      .getByRole('button', { name: '追加する' })
      .click();
    await expect(admin.getByRole('status').filter({ hasText: '127.0.0.0/8 を追加しました。' })).toBeVisible();
    await admin.getByRole('button', { name: '127.0.0.0/8を削除' }).click();
    await admin
      .getByRole('alertdialog', { name: 'IPアドレスを削除しますか？' })
      .getByRole('button', { name: '削除する' })
      .click();
    await expect(admin.getByText('登録はありません')).toBeVisible();

    // A management number typed full-width finds its contract.
    await selectAgency(admin, 'A0001');
    await admin.goto(paths.contracts);
    const table = admin.getByRole('table', { name: '契約内容一覧' });
    const number = (await table.getByRole('rowheader').first().innerText()).trim();
    await admin.getByRole('textbox', { name: 'キーワード' }).fill(wide(number));
    await admin.getByRole('button', { name: '検索', exact: true }).click();
    // The summary says what was typed; the search folds it.
    await expect(admin.getByTestId('contract-conditions')).toContainText(wide(number));
    await expect(table.getByRole('rowheader')).toHaveText([number]);
  });
});
