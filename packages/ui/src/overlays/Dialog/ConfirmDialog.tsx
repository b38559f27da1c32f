import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../../primitives/Button';
import { commonStrings } from '../../strings';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  /** 開いているか。 */
  open: boolean;
  /** 利用者がやめたとき（キャンセル、Escape、背景のクリック）に `false` で呼ばれます。 */
  onOpenChange: (open: boolean) => void;
  /** 確認の見出し（例: この代理店を削除しますか？）。 */
  title: ReactNode;
  /** 何が起きるかを 1〜2 文で。 */
  message: ReactNode;
  /** 実行するボタンの文字（既定「OK」）。動詞で書きます（削除する、解約する）。 */
  confirmLabel?: string;
  /** やめるボタンの文字（既定「キャンセル」）。 */
  cancelLabel?: string;
  /** `danger` は取り消せない操作（削除、解約）。実行ボタンが赤になります。 */
  tone?: 'default' | 'danger';
  /** 実行する処理。Promise を返すと、終わるまで実行ボタンが処理中になり、キャンセルは押せなくなります。 */
  onConfirm: () => unknown;
}

/**
 * Asks before an action that cannot simply be undone. Focus starts on キャンセル, the safe choice.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = commonStrings.confirm,
  cancelLabel = commonStrings.cancel,
  tone = 'default',
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller reports the failure; the dialog stays for another try or a cancel.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      role="alertdialog"
      size="sm"
      hideCloseButton
      initialFocus={cancelRef}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div style={{ margin: 0 }}>{message}</div>
    </Dialog>
  );
}
