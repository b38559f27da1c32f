import type { HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { commonStrings } from '../../strings';
import { iconSize, illustrationSize } from '../../tokens/control';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  flex: none;
  width: 1em;
  height: 1em;
  border-radius: 50%;
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: -0.125em;

  &[data-size='sm'] { font-size: ${iconSize.xs}; }
  &[data-size='md'] { font-size: ${iconSize.lg}; }
  &[data-size='lg'] { font-size: ${illustrationSize.lg}; }
`;

export type SpinnerSize = 'inherit' | 'sm' | 'md' | 'lg';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** 大きさ。`inherit` は周りの文字の大きさに合わせます（ボタンの中）。 */
  size?: SpinnerSize;
  /** 読み上げの文言（既定「読み込み中」）。周りの要素がすでに処理中と伝えているときは `null`。 */
  label?: string | null;
}

/** An indeterminate loading indicator. */
export function Spinner({ size = 'md', label = commonStrings.loading, ...rest }: SpinnerProps) {
  return label === null ? (
    <Ring data-size={size} aria-hidden="true" {...rest} />
  ) : (
    <Ring data-size={size} role="status" aria-label={label} {...rest} />
  );
}
