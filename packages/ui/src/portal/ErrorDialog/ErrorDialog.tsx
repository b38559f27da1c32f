import { specMessages } from '@olive/api';
import styled from 'styled-components';
import { Dialog } from '../../overlays/Dialog';
import { Button } from '../../primitives/Button';
import { commonStrings } from '../../strings';
import { space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

export interface ErrorDialogProps {
  /** 開いているか。 */
  open: boolean;
  /** サーバーからの文言。`Unauthenticated.` のときは、もう一度ログインするよう案内します。 */
  message: string;
  /** 項目ごとのエラー（422 の `{ 項目: [文言] }`）。箇条書きで出します。 */
  errors?: Record<string, ReadonlyArray<string>> | ReadonlyArray<string>;
  /** 閉じるときに必ず呼ばれます（アプリはエラーの状態を消します）。 */
  onClose: () => void;
  /** `Unauthenticated.` のあと閉じたときに呼ばれます（アプリはログアウトします）。 */
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
