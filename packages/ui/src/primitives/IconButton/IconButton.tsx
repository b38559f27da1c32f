import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { devWarning } from '../../internal/devWarning';
import { borderWidth, controlHeight, iconSize } from '../../tokens/control';
import { duration, radius } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { Spinner } from '../Spinner';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary' | 'danger';
export type IconButtonSize = 'sm' | 'md' | 'lg';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** ボタンの名前（aria-label とツールチップ）。アイコンだけでは読み上げで何のボタンか分からないため必須です（例: 閉じる、メニューを開く）。 */
  label: string;
  /** 表示するアイコン（飾り。名前は `label` が伝えます）。 */
  icon: ReactNode;
  /** ボタンの重み。既定の `ghost` は表の行やツールバーの控えめな操作、`secondary` は枠付き、`primary` は主な操作、`danger` は削除などの取り消せない操作。 */
  variant?: IconButtonVariant;
  /** 押せる正方形の大きさ。`sm` 32px、`md` 40px（既定）、`lg` 48px。 */
  size?: IconButtonSize;
  /** 処理中の表示。スピナーに変わり、終わるまで押しても反応しません（フォーカスは外れません）。 */
  loading?: boolean;
  /** `button`（既定）は押しても送信しません。 */
  type?: 'button' | 'submit' | 'reset';
}

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  margin: 0;
  padding: 0;
  border: ${borderWidth.thin} solid transparent;
  border-radius: ${radius.md};
  cursor: pointer;
  transition: background-color ${duration.fast}, color ${duration.fast};

  &[data-size='sm'] { width: ${controlHeight.sm}; height: ${controlHeight.sm}; font-size: ${iconSize.sm}; }
  &[data-size='md'] { width: ${controlHeight.md}; height: ${controlHeight.md}; font-size: ${iconSize.lg}; }
  &[data-size='lg'] { width: ${controlHeight.lg}; height: ${controlHeight.lg}; font-size: ${iconSize.xl}; }

  &[data-variant='ghost'] { background: transparent; color: ${vars.color.text.muted}; }
  &[data-variant='ghost']:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${vars.color.control.neutralHover};
    color: ${vars.color.text.default};
  }
  &[data-variant='ghost']:active:not(:disabled):not([aria-disabled='true']) {
    background: ${vars.color.control.neutralPressed};
  }
  &[data-variant='secondary'] {
    background: ${vars.color.background.surface};
    border-color: ${vars.color.border.strong};
    color: ${vars.color.primary.text};
  }
  &[data-variant='secondary']:hover:not(:disabled):not([aria-disabled='true']) { background: ${vars.color.control.hover}; }
  &[data-variant='secondary']:active:not(:disabled):not([aria-disabled='true']) { background: ${vars.color.control.pressed}; }
  &[data-variant='primary'] { background: ${vars.color.primary.solid}; color: ${vars.color.text.onPrimary}; }
  &[data-variant='primary']:hover:not(:disabled):not([aria-disabled='true']) { background: ${vars.color.primary.solidHover}; }
  &[data-variant='danger'] { background: transparent; color: ${vars.color.feedback.danger.text}; }
  &[data-variant='danger']:hover:not(:disabled):not([aria-disabled='true']) { background: ${vars.color.feedback.danger.subtle}; }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: transparent;
    border-color: transparent;
    color: ${vars.color.text.disabled};
  }
  &[aria-busy='true'] { cursor: progress; }
`;

/**
 * A button that shows only an icon. `label` is required by the type and becomes the aria-label;
 * an empty label is reported in development.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', loading = false, disabled, type = 'button', onClick, ...rest },
  ref,
) {
  devWarning('IconButton', label.trim() === '', 'needs a non-empty `label`: it is the only name a screen reader hears');
  return (
    <Root
      ref={ref}
      type={type}
      aria-label={label}
      data-variant={variant}
      data-size={size}
      disabled={disabled}
      aria-busy={loading || undefined}
      {...rest}
      aria-disabled={loading ? true : rest['aria-disabled']}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <Spinner size="inherit" label={null} /> : icon}
    </Root>
  );
});
