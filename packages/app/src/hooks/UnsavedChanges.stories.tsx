import { href, paths } from '@olive/api';
import { Form, FormSubmitButton, FormTextField, Stack, Text } from '@olive/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Link, Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { pageModes } from '../../../../.storybook/modes';
import { leavePage } from '../routes/leaveGuard';
import recruiters from '../stories/fixtures/recruiters.json';
import { json, on, withFixtures } from '../stories/handlers';
import { PageStory, superAdmin } from '../stories/PageStory';
import { UnsavedChangesGuard, unsavedChangesText } from './useUnsavedChanges';

function EditForm() {
  const [, navigate] = useLocation();
  return (
    <Form<{ name?: string }>
      aria-label="募集人"
      initialValues={{ name: '桜井 大輔' }}
      onSubmit={async () => {
        // The page's own move after a save is not asked about.
        navigate('/admin/recruiters');
      }}
    >
      <UnsavedChangesGuard />
      <FormTextField name="name" label="氏名" />
      <div>
        <FormSubmitButton>更新する</FormSubmitButton>
      </div>
    </Form>
  );
}

/** A side-menu link, a programmatic move of the shell (代理店を選択し直す), and the form page. */
function Screen() {
  const [location, navigate] = useLocation();
  return (
    <Stack gap={4}>
      <nav aria-label="メインメニュー">
        <Link href="/admin/logs">証跡一覧</Link>
      </nav>
      <button type="button" onClick={() => leavePage(() => navigate('/admin/agencies'))}>
        代理店を選択し直す
      </button>
      <Text data-testid="path">{location}</Text>
      {location === '/admin/recruiters/4' ? <EditForm /> : null}
    </Stack>
  );
}

function Harness() {
  const [memory] = useState(() => memoryLocation({ path: '/admin/recruiters/4', record: true }));
  return (
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <Screen />
    </Router>
  );
}

/**
 * The question asked before leaving a form with unsaved changes (`UnsavedChangesGuard` inside a
 * react-final-form form, or `useUnsavedChanges(isDirty)`): the design system's ConfirmDialog in
 * Japanese, このページに留まる focused first.
 */
const meta = {
  title: '画面・Pages/Unsaved changes',
  component: Harness,
  parameters: {
    chromatic: { modes: pageModes },
    layout: 'padded',
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('path');
const body = () => within(document.body);

/** Nothing typed: a side-menu link leaves at once. */
export const Unchanged: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: '証跡一覧' }));
    await expect(path(canvasElement)).toHaveTextContent('/admin/logs');
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

/** Edited, then a side-menu link: the dialog. キャンセル (このページに留まる) keeps the page and what was typed. */
export const AskedAndStays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: '氏名' });
    await userEvent.clear(name);
    await userEvent.type(name, '桜井 大介');
    await userEvent.click(canvas.getByRole('link', { name: '証跡一覧' }));
    const dialog = await body().findByRole('alertdialog', { name: unsavedChangesText.title });
    await expect(dialog).toHaveTextContent(unsavedChangesText.message);
    const stay = within(dialog).getByRole('button', { name: unsavedChangesText.stay });
    await waitFor(() => expect(stay).toHaveFocus());
    await userEvent.click(stay);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(path(canvasElement)).toHaveTextContent('/admin/recruiters/4');
    await expect(canvas.getByRole('textbox', { name: '氏名' })).toHaveValue('桜井 大介');

    // Escape is a 留まる too.
    await userEvent.click(canvas.getByRole('link', { name: '証跡一覧' }));
    await body().findByRole('alertdialog', { name: unsavedChangesText.title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(path(canvasElement)).toHaveTextContent('/admin/recruiters/4');
  },
};

/** Edited, then a side-menu link and 保存せずに移動する: the link is followed. */
export const AskedAndLeaves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '氏名' }), '（変更）');
    await userEvent.click(canvas.getByRole('link', { name: '証跡一覧' }));
    const dialog = await body().findByRole('alertdialog', { name: unsavedChangesText.title });
    await userEvent.click(within(dialog).getByRole('button', { name: unsavedChangesText.leave }));
    await waitFor(() => expect(path(canvasElement)).toHaveTextContent('/admin/logs'));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** The shell's own moves (代理店を選択し直す, Logout) ask through `leavePage` as well. */
export const ShellMoveAsks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '氏名' }), '（変更）');
    await userEvent.click(canvas.getByRole('button', { name: '代理店を選択し直す' }));
    const dialog = await body().findByRole('alertdialog', { name: unsavedChangesText.title });
    await expect(path(canvasElement)).toHaveTextContent('/admin/recruiters/4');
    await userEvent.click(within(dialog).getByRole('button', { name: unsavedChangesText.leave }));
    await waitFor(() => expect(path(canvasElement)).toHaveTextContent('/admin/agencies'));
  },
};

/** A reload or closing the tab: the browser's own question (beforeunload is cancelled) only while changed. */
export const ReloadAsksTheBrowser: Story = {
  play: async ({ canvasElement }) => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await expect(unload()).toBe(false);
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: '氏名' }), '（変更）');
    await expect(unload()).toBe(true);
  },
};

/** Saving is not leaving: the form's own move after a successful save is not asked about. */
export const SaveLeavesWithoutAsking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '氏名' }), '（変更）');
    await userEvent.click(canvas.getByRole('button', { name: '更新する' }));
    await waitFor(() => expect(path(canvasElement)).toHaveTextContent(/^\/admin\/recruiters$/));
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

const recruiter = recruiters.data[0];

/**
 * The real thing: the recruiter edit page in the shell. A changed name, then 証跡一覧 in the side
 * menu: the dialog; 保存せずに移動する opens the logs.
 */
export const InTheShell: Story = {
  parameters: { layout: 'fullscreen', msw: withFixtures(on('recruiters.show', json({ data: recruiter }))) },
  render: () => (
    <PageStory
      path={href(paths.adminRecruiter, { recruiterId: recruiter?.id ?? '' }, { agency: recruiter?.agencyCode })}
      user={superAdmin}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: '氏名' });
    await waitFor(() => expect(name).toHaveValue(recruiter?.name));
    await userEvent.type(name, '（変更）');
    const menu = canvas.getByRole('navigation', { name: 'メインメニュー' });
    await userEvent.click(within(menu).getByRole('link', { name: '証跡一覧' }));
    const dialog = await body().findByRole('alertdialog', { name: unsavedChangesText.title });
    // Still on the form behind the modal dialog (hidden from assistive technology meanwhile).
    await expect(canvas.getByRole('heading', { level: 1, name: '募集人の編集', hidden: true })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: unsavedChangesText.leave }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '証跡一覧' })).toBeVisible();
    // The logs are in: the checks after the play see the screen at rest, not rows still arriving.
    const logs = await canvas.findByRole('table', { name: '証跡一覧' });
    await expect(await within(logs).findAllByText(/ログイン/)).not.toHaveLength(0);
    await waitFor(() => expect(logs).not.toHaveAttribute('aria-busy'));
  },
};
