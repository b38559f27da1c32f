import type { ElementType, HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/** The clip pattern: off screen for the eye, in the accessibility tree for screen readers. */
export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

const Root = styled.span`
  &:not([data-focusable]),
  &[data-focusable]:not(:focus):not(:focus-within) {
    ${visuallyHiddenStyles}
  }
`;

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** 描く要素（既定 `span`。読み上げだけに要る見出しなら `h2`）。 */
  as?: ElementType;
  /** フォーカスされている間だけ画面に出します（「本文へ移動」リンク）。 */
  focusable?: boolean;
}

/** Content for screen readers only: a caption, a longer button name, a live message. */
export function VisuallyHidden({ as, focusable, ...rest }: VisuallyHiddenProps) {
  return <Root as={as} data-focusable={focusable ? '' : undefined} {...rest} />;
}
