import { paths } from '@olive/api';
import { describe, it } from 'vitest';
import { expect, pathOf, signedInAt, useBrowser } from './support';

const { newPage } = useBrowser();

describe('saving returns to the list as it was filtered', () => {
  it('a recruiter saved from an agency-filtered list comes back to that filter', async () => {
    const page = await newPage();
    await signedInAt(page, 'super@demo.olive.test', `${paths.adminRecruiters}?agency=A0002`);
    const table = page.getByRole('table');
    await table.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('button', { name: '更新する' })).toBeVisible();
    await page.getByRole('button', { name: '更新する' }).click();
    await expect(page).toHaveURL(/\/admin\/recruiters\?/);
    expect(new URL(page.url()).searchParams.get('agency')).toBe('A0002');
    expect(pathOf(page)).toContain('agency=A0002');
  });
});
