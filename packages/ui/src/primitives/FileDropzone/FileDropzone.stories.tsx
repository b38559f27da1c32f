import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropzone } from './FileDropzone';

const zip = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/zip' });
const pdf = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/**
 * Fires a drag event carrying these files, as the browser does for a real drag from the desktop.
 * (testing-library's fireEvent copies a DataTransfer into an empty one, losing the files, so the
 * event is built here with the browser's own DragEvent.)
 */
function drag(target: HTMLElement, type: 'dragenter' | 'dragover' | 'drop', ...files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

const dropZone = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: '手数料精算書（ZIP）' });

const meta = {
  title: 'フォーム・Forms/FileDropzone',
  component: FileDropzone,
  tags: ['autodocs'],
  args: {
    label: '手数料精算書（ZIP）',
    description: 'ZIP の中身は {代理店コード}_{YYYYMM}.pdf の名前にしてください。',
    accept: '.zip',
    acceptLabel: 'ZIP',
    maxSize: 50 * 1024 * 1024,
    onFilesAccepted: fn(),
    onFilesRejected: fn(),
  },
  argTypes: { maxSize: { control: 'number' } },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await step('説明が読み上げられ、ファイルを選べる', async () => {
      const zone = dropZone(canvasElement);
      await expect(zone).toHaveAccessibleDescription(
        'ZIP の中身は {代理店コード}_{YYYYMM}.pdf の名前にしてください。 対応形式: ZIP ／ 上限: 50 MB',
      );
      await expect(within(zone).getByRole('button', { name: 'ファイルを選択' })).toBeEnabled();
    });
  },
};

/** Keyboard: the real button opens the file dialog; the chosen file is reported as accepted. */
export const KeyboardChoose: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'ファイルを選択' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The dialog itself belongs to the operating system: check that the button asks for it.
    const openDialog = spyOn(input, 'click').mockImplementation(() => {});
    await step('Tab キーと Enter キーでファイル選択を開く', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(openDialog).toHaveBeenCalledTimes(1);
      await expect(input).toHaveAttribute('accept', '.zip');
    });
    await step('ZIP ファイルを選ぶと受け付ける', async () => {
      const file = zip('commissions_202610.zip');
      await userEvent.upload(input, file);
      await expect(args.onFilesAccepted).toHaveBeenCalledWith([file]);
      await expect(args.onFilesRejected).not.toHaveBeenCalled();
    });
  },
};

/** Dragging files over the area highlights it; dropping them hands them over. */
export const DragAndDrop: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('ドラッグ中の表示を経てドロップしたファイルを受け付ける', async () => {
      const zone = dropZone(canvasElement);
      const file = zip('campaigns_202610.zip');
      drag(zone, 'dragenter', file);
      await waitFor(() => expect(zone).toHaveAttribute('data-state', 'dragging'));
      drag(zone, 'drop', file);
      await waitFor(() => expect(zone).toHaveAttribute('data-state', 'idle'));
      await expect(args.onFilesAccepted).toHaveBeenCalledWith([file]);
    });
  },
};

/** Wrong type and too large: each file gets its reasons, on screen and through the callback. */
export const Rejected: Story = {
  args: { maxSize: 1024 * 1024, multiple: true },
  play: async ({ args, canvasElement, step }) => {
    await step('受け付けないファイルは理由とともに読み上げられる', async () => {
      const canvas = within(canvasElement);
      const good = zip('supports_202610.zip');
      const wrongType = pdf('明細.pdf');
      const tooLarge = zip('big.zip', 2 * 1024 * 1024);
      drag(dropZone(canvasElement), 'drop', good, wrongType, tooLarge);

      await expect(args.onFilesAccepted).toHaveBeenCalledWith([good]);
      await expect(args.onFilesRejected).toHaveBeenCalledWith([
        { file: wrongType, reasons: ['対応していないファイル形式です（対応形式: ZIP）。'] },
        { file: tooLarge, reasons: ['ファイルサイズが上限（1 MB）を超えています。'] },
      ]);
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('受け付けられなかったファイル');
      await expect(alert).toHaveTextContent('明細.pdf：対応していないファイル形式です（対応形式: ZIP）。');
      await expect(alert).toHaveTextContent('big.zip：ファイルサイズが上限（1 MB）を超えています。');
    });
  },
};

/** A single-file area refuses a drop of several files rather than keeping an arbitrary one. */
export const TooManyFiles: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('多すぎるときは受け付けず理由が読み上げられる', async () => {
      drag(dropZone(canvasElement), 'drop', zip('a.zip'), zip('b.zip'));
      await expect(args.onFilesAccepted).not.toHaveBeenCalled();
      const alert = await within(canvasElement).findByRole('alert');
      await expect(alert).toHaveTextContent('a.zip：一度に選択できるファイルは1件までです。');
    });
  },
};

/** The on-screen list is about the last choice only: a good file clears it. */
export const RejectionsClearOnNextChoice: Story = {
  play: async ({ canvasElement, step }) => {
    await step('次に選び直すとエラーが消える', async () => {
      const canvas = within(canvasElement);
      drag(dropZone(canvasElement), 'drop', pdf('a.pdf'));
      await expect(await canvas.findByRole('alert')).toBeVisible();
      drag(dropZone(canvasElement), 'drop', zip('b.zip'));
      await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement, step }) => {
    await step('使えないときはドロップしても受け付けない', async () => {
      const zone = dropZone(canvasElement);
      await expect(within(zone).getByRole('button', { name: 'ファイルを選択' })).toBeDisabled();
      drag(zone, 'drop', zip('a.zip'));
      await expect(args.onFilesAccepted).not.toHaveBeenCalled();
      await expect(zone).toHaveAttribute('data-state', 'disabled');
    });
  },
};
