import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  type Placement,
  type ReferenceType,
  shift,
  size,
  type UseFloatingReturn,
  useFloating,
} from '@floating-ui/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { borderWidth } from '../../tokens/control';
import { radius, shadow, zIndex } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

/**
 * The design system's one wrapper of @floating-ui/react: placement (offset, flip, shift, and an
 * optional width match with the trigger), the portal, and the focus scope. Tooltip, Popover, Menu,
 * Select and the date pickers stand on it; none calls floating-ui's positioning itself. Dialog is
 * anchored to no trigger, so it uses floating-ui's overlay, focus manager and dismissal directly.
 */
export interface OverlayPositionOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placement?: Placement;
  /** Gap between trigger and panel in px. */
  gap?: number;
  /** Panel at least as wide as the trigger (Select's list). */
  matchTriggerWidth?: boolean;
}

export function useOverlayPosition<R extends ReferenceType = Element>({
  open,
  onOpenChange,
  placement = 'bottom-start',
  gap = 6,
  matchTriggerWidth = false,
}: OverlayPositionOptions): UseFloatingReturn<R> {
  return useFloating<R>({
    open,
    onOpenChange,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, elements, availableHeight }) {
          Object.assign(elements.floating.style, {
            maxHeight: `${Math.max(160, availableHeight)}px`,
            ...(matchTriggerWidth ? { minWidth: `${rects.reference.width}px` } : {}),
          });
        },
      }),
    ],
  });
}

export interface OverlayLayerProps {
  context: UseFloatingReturn['context'];
  children: ReactNode;
  /** フォーカスを中に閉じ込めるか（ダイアログ）、Tab で外に出ると閉じるか（メニュー、ポップオーバー）。 */
  modal?: boolean;
  /** 開いたときにフォーカスする先。操作できる要素の番号、パネル自身なら -1、または要素の ref。 */
  initialFocus?: number | React.RefObject<HTMLElement | null>;
  /** 閉じたとき、開いたボタンにフォーカスを戻します（既定 true）。 */
  returnFocus?: boolean;
  /** 一覧型のパネルでは false にして、フォーカスはボタンに残し、選択中の項目だけを動かします。 */
  manageFocus?: boolean;
}

/** Portal + focus scope. Escape and outside click are handled by each overlay's useDismiss. */
export function OverlayLayer({
  context,
  children,
  modal = false,
  initialFocus = 0,
  returnFocus = true,
  manageFocus = true,
}: OverlayLayerProps) {
  return (
    <FloatingPortal>
      {manageFocus ? (
        <FloatingFocusManager context={context} modal={modal} initialFocus={initialFocus} returnFocus={returnFocus}>
          {children as React.JSX.Element}
        </FloatingFocusManager>
      ) : (
        children
      )}
    </FloatingPortal>
  );
}

/** The panel look every floating surface shares. */
export const OverlaySurface = styled.div`
  z-index: ${zIndex.popover};
  box-sizing: border-box;
  overflow: auto;
  background: ${vars.color.background.surface};
  color: ${vars.color.text.default};
  border: ${borderWidth.thin} solid ${vars.color.border.default};
  border-radius: ${radius.md};
  box-shadow: ${shadow.lg};
  outline: none;
`;
