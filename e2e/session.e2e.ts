import { paths, SESSION_COOKIE, SESSION_IDLE_MINUTES } from '@olive/api';
import { describe, it } from 'vitest';
import { expect, pathOf, signedInAt, submitLogin, useBrowser } from './support';

const { newPage } = useBrowser();
const admin = 'super@demo.olive.test';

describe('nothing typed is lost to an expired session (docs/product.md §8)', () => {
  it('a news draft survives the session ending: 再度ログイン, sign in, the same form filled in again', async () => {
    const page = await newPage();
    await signedInAt(page, admin, paths.adminNewsNew);
    await page.getByLabel('タイトル').fill('保険料改定のお知らせ（下書き）');
    await page.getByLabel('本文').fill('改定の詳細は追ってお知らせします。');
    // The session ends behind the user's back (another tab logged out, the server forgot it).
    await page.context().clearCookies({ name: SESSION_COOKIE });
    await page.getByRole('button', { name: '登録する' }).click();

    const dialog = page.getByRole('alertdialog', { name: '再度ログインを行ってください。' });
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Unauthenticated.')).toHaveCount(0);
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, admin);
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせの登録' })).toBeVisible();
    expect(pathOf(page)).toBe(paths.adminNewsNew);
    await expect(page.getByLabel('タイトル')).toHaveValue('保険料改定のお知らせ（下書き）');
    await expect(page.getByLabel('本文')).toHaveValue('改定の詳細は追ってお知らせします。');
  });

  it('the password form asks to sign in again and keeps no password; a logout forgets the draft', async () => {
    const page = await newPage();
    await signedInAt(page, admin, paths.account);
    const form = page.getByRole('form', { name: 'パスワードの変更' });
    await form.locator('input[name=previousPassword]').fill('Olive-Demo-2026');
    await form.locator('input[name=password]').fill('Olive-New-2027x');
    await form.locator('input[name=password_confirmation]').fill('Olive-New-2027x');
    const stored = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('olive.draft.')));
    expect(stored).toEqual([]);
    await page.context().clearCookies({ name: SESSION_COOKIE });
    await form.getByRole('button', { name: 'パスワードを変更' }).click();
    const dialog = page.getByRole('alertdialog', { name: '再度ログインを行ってください。' });
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Unauthenticated.')).toHaveCount(0);
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await submitLogin(page, admin);
    await expect(page.getByRole('heading', { level: 1, name: 'アカウント設定' })).toBeVisible();
    await expect(page.locator('input[name=previousPassword]')).toHaveValue('');

    // A draft elsewhere, then a real logout: the next sign-in finds an empty form.
    await page.goto(paths.adminNewsNew);
    await page.getByLabel('タイトル').fill('消える下書き');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: '保存せずに移動する' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, admin);
    // Signed in (the sign-in screen left) before the address is typed.
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto(paths.adminNewsNew);
    await expect(page.getByLabel('タイトル')).toHaveValue('');
  });

  it('before the idle limit a warning says how long is left, and 延長する renews the session', async () => {
    const page = await newPage();
    await page.clock.install();
    await signedInAt(page, admin, paths.account);
    // Four minutes before the limit (the app counts from a minute before the last answer).
    await page.clock.fastForward((SESSION_IDLE_MINUTES - 5) * 60_000);
    const warning = page.getByRole('alertdialog', { name: 'まもなくログイン状態が切れます' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(/あと\d分\d\d秒でログイン状態が切れます/);
    const renewed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me' && r.status() === 200);
    await warning.getByRole('button', { name: '延長する' }).click();
    await renewed;
    await expect(warning).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'アカウント設定' })).toBeVisible();
  });

  it('until the warning the idle clock renders nothing: a signed-in screen left alone commits nothing', async () => {
    const page = await newPage();
    // React reports each commit to the developer tools' hook when one is there; this one counts them.
    await page.addInitScript(() => {
      const counts = { commits: 0 };
      (window as unknown as { counts: typeof counts }).counts = counts;
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot: () => {
          counts.commits++;
        },
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
      };
    });
    await page.clock.install();
    await signedInAt(page, admin, paths.account);
    await page.waitForLoadState('networkidle');
    const before = await page.evaluate(() => (window as unknown as { counts: { commits: number } }).counts.commits);
    expect(before).toBeGreaterThan(0);
    await page.clock.runFor(10_000);
    const after = await page.evaluate(() => (window as unknown as { counts: { commits: number } }).counts.commits);
    expect(after - before).toBe(0);
  });
});
