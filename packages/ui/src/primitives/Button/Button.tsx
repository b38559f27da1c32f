import { type ButtonHTMLAttributes, forwardRef, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { devWarning } from '../../internal/devWarning';
import { borderWidth, controlHeight } from '../../tokens/control';
import { duration, fontSize, fontWeight, lineHeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** ボタンの重み。`primary` は画面で一番大事な操作（保存する・検索）に 1 つだけ、`secondary` はそれ以外の操作、`ghost` は表の中やツールバーの控えめな操作、`danger` は取り消せない操作（削除・解約）。 */
  variant?: ButtonVariant;
  /** 高さ。`sm` 32px（表の中・フッター）、`md` 40px（既定。フォームと画面の操作）、`lg` 48px（ログインなど 1 画面に 1 つの大きな操作）。 */
  size?: ButtonSize;
  /** 処理中の表示。スピナーを出し、終わるまで押しても反応しません。フォーカスは外れず、読み上げでは「処理中」と伝わります（disabled ではなく aria-disabled と aria-busy）。 */
  loading?: boolean;
  /** ラベルの前に置くアイコン（飾り。意味はラベルの文言で伝えます）。 */
  startIcon?: ReactNode;
  /** ラベルの後ろに置くアイコン（飾り。外部リンクや次へ進む矢印など）。 */
  endIcon?: ReactNode;
  /** 親の幅いっぱいに広げます（狭い画面のフォームの送信ボタンなど）。 */
  fullWidth?: boolean;
  /** ボタンの中身（動詞で書く操作の名前: 保存する、検索）。 */
  children?: ReactNode;
  /** `button`（既定）は押しても送信しません。フォームを送信するボタンだけ `submit` にします。 */
  type?: 'button' | 'submit' | 'reset';
}

const Root = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  margin: 0;
  border: ${borderWidth.thin} solid transparent;
  border-radius: ${radius.md};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.control};
  text-align: center;
  cursor: pointer;
  text-decoration: none;
  transition: background-color ${duration.fast}, border-color ${duration.fast}, color ${duration.fast};

  &[data-size='sm'] { min-height: ${controlHeight.sm}; padding: ${space[1]} ${space[3]}; font-size: ${fontSize.sm}; }
  &[data-size='md'] { min-height: ${controlHeight.md}; padding: ${space[1]} ${space[4]}; font-size: ${fontSize.md}; }
  &[data-size='lg'] { min-height: ${controlHeight.lg}; padding: ${space[1]} ${space[6]}; font-size: ${fontSize.lg}; }
  &[data-full-width] { width: 100%; }

  &[data-variant='primary'] {
    background: ${vars.color.primary.solid};
    color: ${vars.color.text.onPrimary};
  }
  &[data-variant='secondary'] {
    background: ${vars.color.background.surface};
    border-color: ${vars.color.border.strong};
    color: ${vars.color.primary.text};
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${vars.color.primary.text};
  }
  &[data-variant='danger'] {
    background: ${vars.color.feedback.danger.solid};
    color: ${vars.color.text.onPrimary};
  }

  /* Hover and pressed only while the button can act (not disabled, not busy). */
  &:not(:disabled):not([aria-disabled='true']) {
    &[data-variant='primary']:hover { background: ${vars.color.primary.solidHover}; }
    &[data-variant='primary']:active { background: ${vars.color.primary.solidActive}; }
    &[data-variant='secondary']:hover,
    &[data-variant='ghost']:hover { background: ${vars.color.control.hover}; }
    &[data-variant='secondary']:active,
    &[data-variant='ghost']:active { background: ${vars.color.control.pressed}; }
    &[data-variant='danger']:hover { filter: brightness(0.92); }
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${vars.color.background.subtle};
    border-color: ${vars.color.border.default};
    color: ${vars.color.text.disabled};
  }
  &[aria-busy='true'] { cursor: progress; }
  &[aria-busy='true'] > [data-part='label'] { opacity: 0.7; }
`;

/** A busy button's click: no handler, and no form submission. */
const swallow = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * The action button. Variants are styled by `data-variant`/`data-size` attribute selectors, so the
 * styled template is static. A loading button keeps its label (the width does not jump) and its
 * focus: it is aria-disabled rather than disabled (as Pagination's unavailable steps are, see
 * docs/adr/0001-design-system-form-conventions.md), and swallows clicks, which is also the portal's double-submit guard (a
 * prevented click does not submit its form). A label longer than the room it has (a file name on a
 * 320 px phone) wraps inside the button instead of running out of its card.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    startIcon,
    endIcon,
    fullWidth,
    disabled,
    type = 'button',
    children,
    onClick,
    ...rest
  },
  ref,
) {
  devWarning('Button', children == null && !rest['aria-label'], 'needs a text label or an aria-label');
  return (
    <Root
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth ? '' : undefined}
      disabled={disabled}
      aria-busy={loading || undefined}
      {...rest}
      aria-disabled={loading || rest['aria-disabled']}
      onClick={loading ? swallow : onClick}
    >
      {loading ? <Spinner size="inherit" label={null} /> : startIcon}
      <span data-part="label">{children}</span>
      {endIcon}
    </Root>
  );
});
