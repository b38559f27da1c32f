import { readFileSync } from 'node:fs';
import { paths } from '@olive/api';
import { describe, it } from 'vitest';
import { expect, signedInAt, signIn, useBrowser } from './support';

const { newPage } = useBrowser();

/**
 * An auditor reads the action log as sessions. A provider admin works for a moment; the
 * super admin opens 証跡一覧, sees the seal verified, switches to セッション, and finds one line for
 * that work whose rows, opened beneath it, are exactly what the admin did.
 */
describe('the action log as sessions, with the seal indicator', () => {
  it('a session line whose rows are the user’s actions', async () => {
    const worker = await newPage();
    await signIn(worker, 'admin@demo.olive.test');
    await worker.getByRole('link', { name: '代理店一覧' }).click();
    await expect(worker.getByRole('heading', { name: '代理店一覧' })).toBeVisible();
    await worker.getByRole('link', { name: '各種マニュアル' }).click();
    await expect(worker.getByRole('heading', { name: '各種マニュアル' })).toBeVisible();

    const auditor = await newPage();
    await signedInAt(auditor, 'super@demo.olive.test', paths.adminLogs);
    // The seal indicator (super admins): the chain recomputed just now.
    await expect(auditor.getByText(/改ざんは検出されていません|改ざんを検出しました/)).toBeVisible();
    await expect(auditor.getByText('改ざんを検出しました')).toHaveCount(0);

    await auditor.getByRole('combobox', { name: 'ユーザー' }).click();
    await auditor.getByRole('option', { name: '松田 健一（admin@demo.olive.test）', exact: true }).click();
    await auditor.getByRole('tab', { name: 'セッション' }).click();
    const sessions = auditor.getByRole('list', { name: 'セッション' });
    const newest = sessions.getByRole('listitem').first();
    // One readable line: when, who, what (the sign-in is a change; the pages' calls are reads). A
    // session that crosses midnight in Japan names its end's day too (a run at 23:59 JST must pass).
    await expect(newest).toContainText(
      /\d{4}\/\d\d\/\d\d \d\d:\d\d–(\d{4}\/\d\d\/\d\d )?\d\d:\d\d 松田 健一: .*ログイン.*閲覧 \d+件/,
    );
    const toggle = newest.getByRole('button', { name: /^操作を表示（(\d+)件）$/ });
    const count = Number((await toggle.textContent())?.match(/（(\d+)件）/)?.[1]);
    expect(count).toBeGreaterThanOrEqual(3);
    await toggle.click();
    const rows = newest.getByRole('table', { name: '松田 健一のセッションの操作' }).locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(count, 50));
    const descriptions = await rows.locator('td').allTextContents();
    // Each 操作 is its Japanese name, the method and path after it as a detail.
    for (const done of ['ログイン', '代理店一覧を表示', 'マニュアル一覧を表示']) {
      expect(
        descriptions.some((d) => d.startsWith(`${done} `)),
        done,
      ).toBe(true);
    }

    // The session exports on its own.
    const [download] = await Promise.all([
      auditor.waitForEvent('download'),
      newest.getByRole('button', { name: /このセッションのCSVをダウンロード/ }).click(),
    ]);
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(count + 1);
    // Every row is the worker's: none of the auditor's (super@) opening this screen is among them.
    expect(lines.slice(1).every((l) => l.includes('"admin@demo.olive.test"'))).toBe(true);
  });
});
