import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../../primitives/Button';
import { commonStrings } from '../../strings';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false when the user cancels (button, Escape, backdrop). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What will happen, in a sentence or two. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (削除, 解約): the confirm button is red. */
  tone?: 'default' | 'danger';
  /**
   * The action. While the promise it returns runs, the confirm button shows progress and ignores
   * clicks (keeping focus), the cancel button is disabled (no double submit); the dialog closes when it resolves. If it rejects, the
   * dialog stays open so the caller can show the error.
   */
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
