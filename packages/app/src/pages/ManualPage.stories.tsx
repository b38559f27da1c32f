import { clientMessages, paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { pageModes } from '../../../../.storybook/modes';
import { fixtureHandlers, json, on, pending, serverError, withFixtures } from '../stories/handlers';
import { PageStory, recruiterAdmin } from '../stories/PageStory';
import { errorDialog, heading, skeleton } from '../stories/pageAssertions';

/**
 * The four manual groups, each file a download, and a zip of the ticked groups (docs/product.md §2 /manual).
 */
const meta = {
  title: '画面・Pages/Manual',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: { path: paths.manual, user: recruiterAdmin },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '各種マニュアル');
    await expect(await within(canvasElement).findByText('代理店ポータル操作ガイド')).toBeVisible();
    // Each manual shows its date (docs/product.md), in Japan time whatever the browser's zone.
    const item = within(canvasElement).getByText('代理店ポータル操作ガイド').closest('li') as HTMLElement;
    await expect(item).toHaveTextContent('更新日 2026/11/23');
    // ダウンロード never breaks into 「ダウンロー／ド」: the title wraps instead, and the button keeps one line.
    const button = within(item).getByRole('button', { name: /をダウンロード$/ });
    await expect(getComputedStyle(button).whiteSpace).toBe('nowrap');
    await expect(getComputedStyle(button).flexShrink).toBe('0');
  },
};

export const Empty: Story = {
  parameters: {
    msw: withFixtures(
      on('manuals.list', json({ data: { agency: [], product: [], officeProcedure: [], compliance: [] } })),
    ),
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '各種マニュアル');
    await expect(await within(canvasElement).findAllByText('マニュアルはありません')).toHaveLength(4);
  },
};

/** One placeholder per group, each announcing the wait. */
export const Loading: Story = {
  parameters: { msw: withFixtures(on('manuals.list', pending())) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '各種マニュアル');
    await expect(await skeleton(canvasElement, 'マニュアルを読み込み中')).toBe(4);
  },
};

export const ServerError: Story = {
  parameters: { msw: withFixtures(on('manuals.list', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};

/**
 * A proxy's HTML error page (502) instead of the server's JSON: the dialog says what went wrong in
 * Japanese, never the page's English status text.
 */
export const ProxyErrorPage: Story = {
  parameters: {
    msw: withFixtures(
      on(
        'manuals.list',
        () =>
          new HttpResponse('<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>', {
            status: 502,
            headers: { 'content-type': 'text/html' },
          }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
    await expect(within(canvasElement.ownerDocument.body).getByRole('alertdialog')).not.toHaveTextContent(
      'Bad Gateway',
    );
  },
};

/** A gateway timeout (504) whose body is a gateway's English JSON: read as a timeout, in Japanese. */
export const GatewayTimeout: Story = {
  parameters: {
    msw: withFixtures(on('manuals.list', json({ message: 'Endpoint request timed out' }, 504))),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {}, { timeout: 5000 });
    await expect(dialog).toHaveTextContent(clientMessages.timeout);
    await expect(dialog).not.toHaveTextContent('timed out');
  },
};
