import type { Page } from 'playwright';
import { describe, it } from 'vitest';
import { expect, signedInAt, submitLogin, useBrowser } from './support';

const { newPage } = useBrowser();

const table = (page: Page) => page.getByRole('table', { name: '契約内容一覧' });
const rows = (page: Page) => table(page).getByRole('rowheader');

/** The density the list shows, and the rows of the page. */
async function view(page: Page) {
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  return { density: await table(page).getAttribute('data-density'), rows: await rows(page).count() };
}

async function chooseDensity(page: Page, label: string) {
  await page.getByRole('combobox', { name: '行の間隔' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

describe('the contract list remembers its density and page size per user (docs/adr/0141-list-view-remembered-per-user.md)', () => {
  it('after a reload and a new sign-in; another user has their own; a page size in the URL wins', async () => {
    const page = await newPage();
    await signedInAt(page, 'recruiter-admin@demo.olive.test', '/contracts');
    await expect.poll(() => view(page)).toEqual({ density: 'dense', rows: 20 });
    await chooseDensity(page, '広い');
    await page.getByLabel('表示件数').selectOption('50');
    await expect.poll(() => view(page)).toEqual({ density: 'comfortable', rows: 50 });

    // A reload of the bare list, then a sign-out and in again: the same view.
    await page.goto('/contracts');
    await expect.poll(() => view(page)).toEqual({ density: 'comfortable', rows: 50 });
    await page.getByRole('button', { name: 'Logout' }).click();
    await submitLogin(page, 'recruiter-admin@demo.olive.test');
    await page.getByRole('link', { name: '契約内容一覧', exact: true }).click();
    await expect.poll(() => view(page)).toEqual({ density: 'comfortable', rows: 50 });

    // An explicit page size in the URL still wins, and does not change what is remembered.
    await page.goto('/contracts?perPage=100');
    await expect.poll(() => view(page)).toEqual({ density: 'comfortable', rows: 100 });
    await page.goto('/contracts');
    await expect.poll(() => view(page)).toEqual({ density: 'comfortable', rows: 50 });

    // Another user on the same browser: the defaults, and their own choice kept apart.
    await page.getByRole('button', { name: 'Logout' }).click();
    await submitLogin(page, 'recruiter@demo.olive.test');
    await page.getByRole('link', { name: '契約内容一覧', exact: true }).click();
    await expect.poll(() => view(page)).toEqual({ density: 'dense', rows: 20 });
    await chooseDensity(page, '標準');
    await page.getByRole('button', { name: 'Logout' }).click();
    await submitLogin(page, 'recruiter-admin@demo.olive.test');
    await page.getByRole('link', { name: '契約内容一覧', exact: true }).click();
    await expect.poll(() => view(page)).toEqual({ density: 'comfortable', rows: 50 });
  });
});
