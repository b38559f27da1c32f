import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons';
import { commonStrings } from '../../strings';
import { borderWidth, focusRing, iconSize } from '../../tokens/control';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { IconButton } from '../IconButton';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** 知らせの種類。`info`（既定）お知らせ、`success` 完了、`warning` 注意、`danger` 失敗・エラー。 */
  tone?: AlertTone;
  /** 1 行の見出し（何が起きたか）。 */
  title?: ReactNode;
  /** 本文（どうすればよいか）。 */
  children?: ReactNode;
  /** 本文の後ろに置くボタンやリンク（再読み込み など）。 */
  action?: ReactNode;
  /** 渡すと「閉じる」ボタンが出て、押すとこれが呼ばれます。 */
  onClose?: () => void;
  /**
   * 読み上げの割り込み方。`alert` はすぐ読み上げ、`status` は区切りのよいところで読み上げ、`none` は読み上げません。
   * 既定は種類に従います（danger と warning は alert、info と success は status）。
   */
  role?: 'alert' | 'status' | 'none';
}

const Root = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${space[3]};
  align-items: start;
  padding: ${space[3]} ${space[4]};
  border: ${borderWidth.thin} solid transparent;
  border-radius: ${radius.md};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.body};
  color: ${vars.color.text.default};

  & > [data-part='icon'] { display: inline-flex; font-size: ${iconSize.lg}; margin-top: 0.2em; }
  & > [data-part='content'] { min-width: 0; }
  & [data-part='title'] { margin: 0; font-weight: ${fontWeight.bold}; }
  & [data-part='title'] + [data-part='body'] { margin-top: ${space[1]}; }
  & [data-part='body'] > :first-child { margin-top: 0; }
  & [data-part='body'] > :last-child { margin-bottom: 0; }
  & [data-part='action'] { margin-top: ${space[2]}; }
  & > [data-part='close'] { margin: -${space[1.5]} -${space[2]} 0 0; }
  &:focus-visible { outline-offset: ${focusRing.offset}; }

  &[data-tone='info'] { background: ${vars.color.feedback.info.subtle}; border-color: ${vars.color.feedback.info.border}; }
  &[data-tone='info'] > [data-part='icon'],
  &[data-tone='info'] [data-part='title'] { color: ${vars.color.feedback.info.text}; }
  &[data-tone='success'] {
    background: ${vars.color.feedback.success.subtle};
    border-color: ${vars.color.feedback.success.border};
  }
  &[data-tone='success'] > [data-part='icon'],
  &[data-tone='success'] [data-part='title'] { color: ${vars.color.feedback.success.text}; }
  &[data-tone='warning'] {
    background: ${vars.color.feedback.warning.subtle};
    border-color: ${vars.color.feedback.warning.border};
  }
  &[data-tone='warning'] > [data-part='icon'],
  &[data-tone='warning'] [data-part='title'] { color: ${vars.color.feedback.warning.text}; }
  &[data-tone='danger'] {
    background: ${vars.color.feedback.danger.subtle};
    border-color: ${vars.color.feedback.danger.border};
  }
  &[data-tone='danger'] > [data-part='icon'],
  &[data-tone='danger'] [data-part='title'] { color: ${vars.color.feedback.danger.text}; }
`;

const icons = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  danger: ErrorIcon,
} satisfies Record<AlertTone, unknown>;

function defaultRole(tone: AlertTone): 'alert' | 'status' {
  switch (tone) {
    case 'danger':
    case 'warning':
      return 'alert';
    case 'info':
    case 'success':
      return 'status';
    default:
      return tone satisfies never;
  }
}

/**
 * A message in the page: a notice, a result, a problem. Pass `tabIndex={-1}` and focus it through the
 * ref to move the user to it (Form does this with its submit error list).
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, children, action, onClose, role, ...rest },
  ref,
) {
  const Icon = icons[tone];
  const resolvedRole = role ?? defaultRole(tone);
  return (
    <Root ref={ref} data-tone={tone} role={resolvedRole === 'none' ? undefined : resolvedRole} {...rest}>
      <span data-part="icon">
        <Icon />
      </span>
      <div data-part="content">
        {title != null ? <p data-part="title">{title}</p> : null}
        {children != null ? <div data-part="body">{children}</div> : null}
        {action != null ? <div data-part="action">{action}</div> : null}
      </div>
      {onClose ? (
        <IconButton data-part="close" size="sm" label={commonStrings.close} icon={<CloseIcon />} onClick={onClose} />
      ) : (
        <span />
      )}
    </Root>
  );
});
