import {
  safePolygon,
  useDismiss,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref, useState } from 'react';
import styled from 'styled-components';
import { fontSize, lineHeight, radius, space, zIndex } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { OverlayLayer, useOverlayPosition } from '../internal/floating';

export interface TooltipProps {
  /** ヒントの文。短く。操作に要る情報は入れません（タッチ操作では見えないため）。 */
  content: ReactNode;
  /** フォーカスできる要素 1 つ（ボタンかリンク）。ヒントはその説明として読み上げられます。 */
  children: ReactElement;
  /** 要素に対して出す位置（既定 `top`）。 */
  placement?: 'top' | 'bottom' | 'left' | 'right';
  /** マウスを乗せてから出るまでのミリ秒（既定 300。フォーカスではすぐ出ます）。 */
  delay?: number;
}

const Bubble = styled.div`
  z-index: ${zIndex.tooltip};
  max-width: 280px;
  padding: ${space[1]} ${space[2]};
  border-radius: ${radius.sm};
  background: ${vars.color.background.inverse};
  color: ${vars.color.text.inverse};
  font-size: ${fontSize.xs};
  line-height: ${lineHeight.heading};
  pointer-events: none;
`;

/**
 * A short hint on hover and keyboard focus, described by the trigger (WAI-ARIA tooltip pattern).
 * Escape hides it.
 */
export function Tooltip({ content, children, placement = 'top', delay = 300 }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useOverlayPosition({ open, onOpenChange: setOpen, placement, gap: 6 });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: { open: delay, close: 0 }, move: false, handleClose: safePolygon() }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const childRef = isValidElement(children) ? (children.props as { ref?: Ref<Element> }).ref : undefined;
  const ref = useMergeRefs([refs.setReference, childRef]);
  return (
    <>
      {cloneElement(children, getReferenceProps({ ref, ...(children.props as object) }) as object)}
      {open ? (
        <OverlayLayer context={context} manageFocus={false}>
          <Bubble ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </Bubble>
        </OverlayLayer>
      ) : null}
    </>
  );
}
