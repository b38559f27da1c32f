import { expect, within } from 'storybook/test';
import { serverErrorMessage } from './handlers';

/** The screen's own h1, once its lazy page has arrived. */
export async function heading(canvasElement: HTMLElement, name: string | RegExp) {
  await expect(await within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 })).toBeVisible();
}

/** The global error dialog with the server's message (docs/product.md §8). */
export async function errorDialog(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {}, { timeout: 5000 });
  await expect(dialog).toHaveTextContent(serverErrorMessage);
}

/** Long enough for a mocked answer to arrive and render (msw answers in a few milliseconds). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * The loading placeholders of this screen: each Skeleton that announces `label` (role=status,
 * busy) and draws its bones. Another screen's placeholder, or the page loader, does not pass.
 * Returns how many there are (a screen may wait in several cards).
 */
export async function skeleton(canvasElement: HTMLElement, label: string): Promise<number> {
  await within(canvasElement).findAllByText(label, {}, { timeout: 5000 });
  // Still there once an answer would have arrived: a placeholder that only flashes in the first
  // frame before the data (every screen's first frame) does not pass.
  await settle();
  const found = within(canvasElement).getAllByText(label);
  for (const words of found) {
    const status = words.closest('[role="status"]');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status?.querySelector('[data-variant]')).toBeVisible();
  }
  return found.length;
}

/** The first load of this screen's table: skeleton rows in the table named `caption`, no data rows yet. */
export async function tableSkeleton(canvasElement: HTMLElement, caption: string | RegExp) {
  await within(canvasElement).findByRole('table', { name: caption }, { timeout: 5000 });
  await settle();
  const table = within(canvasElement).getByRole('table', { name: caption });
  await expect(table).toHaveAttribute('aria-busy', 'true');
  await expect(table.querySelectorAll('[data-part="loading-row"]').length).toBeGreaterThan(0);
  await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
}
