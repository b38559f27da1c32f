import { useClick, useDismiss, useInteractions, useMergeRefs, useRole } from '@floating-ui/react';
import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref, useId, useState } from 'react';
import styled from 'styled-components';
import { space } from '../../tokens/scale';
import { OverlayLayer, OverlaySurface, useOverlayPosition } from '../internal/floating';

export interface PopoverProps {
  /** パネルを開くボタン。開閉の状態が読み上げで伝わるよう属性が付きます。 */
  trigger: ReactElement;
  /** パネルの中身。関数を渡すと、パネルを閉じる `close` を受け取ります。 */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** パネルの名前（読み上げ用）。 */
  label: string;
  /** ボタンに対して開く位置（既定 `bottom-start`）。 */
  placement?: 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end' | 'bottom' | 'top';
  /** 開いているか（呼び出し側が持つ場合）。 */
  open?: boolean;
  /** 開閉が変わるときに呼ばれます。 */
  onOpenChange?: (open: boolean) => void;
}

const Panel = styled(OverlaySurface)`
  padding: ${space[4]};
  min-width: 200px;
  max-width: min(420px, calc(100vw - 16px));
`;

/**
 * A non-modal panel anchored to a button (role dialog). Focus moves in on open and back to the
 * trigger on close; Escape and a click outside close it.
 */
export function Popover({
  trigger,
  children,
  label,
  placement = 'bottom-start',
  open: controlled,
  onOpenChange,
}: PopoverProps) {
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  const id = useId();
  const { refs, floatingStyles, context } = useOverlayPosition({ open, onOpenChange: setOpen, placement });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  const childRef = isValidElement(trigger) ? (trigger.props as { ref?: Ref<Element> }).ref : undefined;
  const ref = useMergeRefs([refs.setReference, childRef]);
  return (
    <>
      {cloneElement(trigger, getReferenceProps({ ref, ...(trigger.props as object) }) as object)}
      {open ? (
        <OverlayLayer context={context}>
          <Panel
            ref={refs.setFloating}
            style={floatingStyles}
            aria-label={label}
            id={id}
            data-state="open"
            {...getFloatingProps()}
          >
            {typeof children === 'function' ? children(() => setOpen(false)) : children}
          </Panel>
        </OverlayLayer>
      ) : null}
    </>
  );
}
