import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { borderWidth } from '../../tokens/control';
import { fontSize, fontWeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'accent';
export type BadgeSize = 'sm' | 'md';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * 色の意味。`neutral` 補足、`primary` 強調、`success` 完了・成立、`warning` 注意・申請中、`danger` 不成立・エラー、`info` 審査中などの途中の状態、`accent` 募集人側の権限。
   * 色だけに頼らず、文言でも状態を伝えます。
   */
  tone?: BadgeTone;
  /** 大きさ。`sm` は表のセルの中、`md`（既定）はそれ以外。 */
  size?: BadgeSize;
  /** 文字の前の小さなアイコン（飾り。読み上げには出ません）。 */
  icon?: ReactNode;
  /** バッジの文言。短い名詞で書きます（成立、解約申請中）。 */
  children: ReactNode;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  border: ${borderWidth.thin} solid transparent;
  border-radius: ${radius.full};
  font-weight: ${fontWeight.bold};
  line-height: 1.4;
  white-space: nowrap;
  vertical-align: middle;

  &[data-size='sm'] { padding: 0 ${space[2]}; font-size: ${fontSize.xs}; }
  &[data-size='md'] { padding: ${space[0.5]} ${space[3]}; font-size: ${fontSize.sm}; }
  & > svg { flex: none; }

  &[data-tone='neutral'] {
    background: ${vars.color.background.subtle};
    border-color: ${vars.color.border.default};
    color: ${vars.color.text.default};
  }
  &[data-tone='primary'] { background: ${vars.color.primary.subtle}; color: ${vars.color.primary.text}; }
  &[data-tone='success'] {
    background: ${vars.color.feedback.success.subtle};
    border-color: ${vars.color.feedback.success.border};
    color: ${vars.color.feedback.success.text};
  }
  &[data-tone='warning'] {
    background: ${vars.color.feedback.warning.subtle};
    border-color: ${vars.color.feedback.warning.border};
    color: ${vars.color.feedback.warning.text};
  }
  &[data-tone='danger'] {
    background: ${vars.color.feedback.danger.subtle};
    border-color: ${vars.color.feedback.danger.border};
    color: ${vars.color.feedback.danger.text};
  }
  &[data-tone='info'] {
    background: ${vars.color.feedback.info.subtle};
    border-color: ${vars.color.feedback.info.border};
    color: ${vars.color.feedback.info.text};
  }
  &[data-tone='accent'] { background: ${vars.color.accent.subtle}; color: ${vars.color.accent.text}; }
`;

/**
 * A short status or category label (契約状況, 権限, 支払方法). The tone is a hint, never the only
 * carrier of meaning: the text says it.
 */
export function Badge({ tone = 'neutral', size = 'md', icon, children, ...rest }: BadgeProps) {
  return (
    <Root data-tone={tone} data-size={size} {...rest}>
      {icon}
      {children}
    </Root>
  );
}
