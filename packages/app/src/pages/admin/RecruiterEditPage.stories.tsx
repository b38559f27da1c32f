import { href, paths } from '@olive/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageModes } from '../../../../../.storybook/modes';
import recruiters from '../../stories/fixtures/recruiters.json';
import { fixtureHandlers, json, on, pending, serverError, withFixtures } from '../../stories/handlers';
import { PageStory, superAdmin } from '../../stories/PageStory';
import { errorDialog, heading, skeleton } from '../../stories/pageAssertions';

const recruiter = recruiters.data[0];

/**
 * A recruiter, new or edited (docs/product.md §2 /admin/recruiters/new and /admin/recruiters/{id}).
 */
const meta = {
  title: '画面・Pages/Admin/Recruiter edit',
  component: PageStory,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'fullscreen',
    msw: fixtureHandlers,
  },
  args: {
    path: href(paths.adminRecruiter, { recruiterId: recruiter?.id ?? '' }, { agency: recruiter?.agencyCode }),
    user: superAdmin,
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  args: { path: paths.adminRecruiterNew },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '募集人の新規登録');
  },
};

/**
 * Submitting the empty form: the list names each field by the label the form shows (代理店, not
 * 代理店コード) and in the form's order, top to bottom.
 */
export const NewWithErrors: Story = {
  args: { path: paths.adminRecruiterNew },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '募集人の新規登録');
    await userEvent.click(canvas.getByRole('button', { name: '登録する' }));
    const summary = await canvas.findByRole('alert');
    const lines = within(summary)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(lines).toEqual([
      '代理店は必ず指定してください。',
      '氏名は必ず指定してください。',
      'メールアドレスは必ず指定してください。',
      '電話番号は必ず指定してください。',
      '権限は必ず指定してください。',
    ]);
    await expect(summary).not.toHaveTextContent('代理店コード');
  },
};

export const Edit: Story = {
  parameters: { msw: withFixtures(on('recruiters.show', json({ data: recruiter }))) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '募集人の編集');
    await expect(await within(canvasElement).findByRole('textbox', { name: 'メールアドレス' })).toHaveValue(
      recruiter?.email,
    );
  },
};

export const EditLoading: Story = {
  parameters: { msw: withFixtures(on('recruiters.show', pending())) },
  play: async ({ canvasElement }) => {
    await skeleton(canvasElement, '募集人を読み込み中');
  },
};

export const EditError: Story = {
  parameters: { msw: withFixtures(on('recruiters.show', serverError)) },
  play: async ({ canvasElement }) => {
    await errorDialog(canvasElement);
  },
};
