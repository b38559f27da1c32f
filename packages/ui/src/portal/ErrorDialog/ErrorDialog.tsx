import { specMessages } from '@olive/api';
import styled from 'styled-components';
import { Dialog } from '../../overlays/Dialog';
import { Button } from '../../primitives/Button';
import { commonStrings } from '../../strings';
import { space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

export interface ErrorDialogProps {
  open: boolean;
  /** The server's message. Exactly `Unauthenticated.` asks the user to sign in again. */
  message: string;
  /** Field messages ({ field: [messages] } of a 422), shown as a list. */
  errors?: Record<string, readonly string[]> | readonly string[];
  /** Closing always calls this (the app clears its error state). */
  onClose: () => void;
  /** Called on close after `Unauthenticated.` (the app logs the user out). */
  onReauthenticate?: () => void;
}

const List = styled.ul`
  margin: ${space[3]} 0 0;
  padding-inline-start: 1.2em;
  color: ${vars.color.feedback.danger.text};
`;

const Message = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** docs/product.md §8's global error dialog: a red title, the message, the field messages and 閉じる. */
export function ErrorDialog({ open, message, errors, onClose, onReauthenticate }: ErrorDialogProps) {
  const unauthenticated = message === specMessages.unauthenticated;
  const list = errors ? (Array.isArray(errors) ? errors : Object.values(errors).flat()) : [];
  const close = () => {
    onClose();
    if (unauthenticated) onReauthenticate?.();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={unauthenticated ? specMessages.reauthenticate : specMessages.errorTitle}
      tone="danger"
      role="alertdialog"
      size="sm"
      hideCloseButton
      footer={<Button onClick={close}>{commonStrings.close}</Button>}
    >
      {unauthenticated ? null : <Message>{message}</Message>}
      {list.length > 0 ? (
        <List>
          {list.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </List>
      ) : null}
    </Dialog>
  );
}
