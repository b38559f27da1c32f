import {
  useClick,
  useDismiss,
  useInteractions,
  useListNavigation,
  useMergeRefs,
  useRole,
  useTypeahead,
} from '@floating-ui/react';
import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref, useRef, useState } from 'react';
import styled from 'styled-components';
import { focusRing, iconSize } from '../../tokens/control';
import { fontSize, lineHeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { OverlayLayer, OverlaySurface, useOverlayPosition } from '../internal/floating';
import { findTypedOption } from '../internal/typeahead';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  disabled?: boolean;
  /** `danger` for destructive actions such as 削除. */
  tone?: 'default' | 'danger';
}

export interface MenuProps {
  /** The menu button (an IconButton or Button): gets aria-haspopup and aria-expanded. */
  trigger: ReactElement;
  items: readonly MenuItem[];
  /** The menu's accessible name (e.g. 契約の操作). */
  label: string;
  placement?: 'bottom-start' | 'bottom-end';
}

const List = styled(OverlaySurface)`
  min-width: 180px;
  padding: ${space[1]};
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  width: 100%;
  padding: ${space[2]} ${space[3]};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${vars.color.text.default};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.control};
  text-align: start;
  cursor: pointer;

  &[data-tone='danger'] { color: ${vars.color.feedback.danger.text}; }
  &[data-active] { background: ${vars.color.control.neutralHover}; outline: none; }
  &:focus-visible { outline: ${focusRing.width} solid ${vars.color.border.focus}; outline-offset: -${focusRing.width}; }
  &[aria-disabled='true'] { color: ${vars.color.text.disabled}; cursor: not-allowed; }
  & svg { flex: none; width: ${iconSize.sm}; height: ${iconSize.sm}; }
`;

/**
 * A WAI-ARIA menu button: arrows, Home/End and typeahead move through the items, Enter or Space
 * runs one, Escape closes and returns focus to the button. Disabled items are skipped.
 */
export function Menu({ trigger, items, label, placement = 'bottom-end' }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const elements = useRef<Array<HTMLElement | null>>([]);
  const labels = useRef<Array<string | null>>(items.map((i) => i.label));
  labels.current = items.map((i) => i.label);
  const disabledIndices = items.flatMap((item, i) => (item.disabled ? [i] : []));
  const { refs, floatingStyles, context } = useOverlayPosition({ open, onOpenChange: setOpen, placement });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context, { event: 'mousedown' }),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, {
      listRef: elements,
      activeIndex: active,
      onNavigate: setActive,
      loop: true,
      disabledIndices,
      // Opened by a mouse press too, focus moves to the first item so typing goes to the menu.
      focusItemOnOpen: true,
    }),
    useTypeahead(context, {
      listRef: labels,
      activeIndex: active,
      onMatch: open ? setActive : undefined,
      findMatch: findTypedOption,
    }),
  ]);
  const childRef = isValidElement(trigger) ? (trigger.props as { ref?: Ref<Element> }).ref : undefined;
  const ref = useMergeRefs([refs.setReference, childRef]);
  const run = (item: MenuItem) => {
    if (item.disabled) return;
    setOpen(false);
    item.onSelect();
  };
  return (
    <>
      {cloneElement(trigger, getReferenceProps({ ref, ...(trigger.props as object) }) as object)}
      {open ? (
        <OverlayLayer context={context} initialFocus={-1}>
          <List ref={refs.setFloating} style={floatingStyles} aria-label={label} {...getFloatingProps()}>
            {items.map((item, i) => (
              <Item
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={active === i ? 0 : -1}
                aria-disabled={item.disabled || undefined}
                data-tone={item.tone ?? 'default'}
                data-active={active === i ? '' : undefined}
                ref={(node) => {
                  elements.current[i] = node;
                }}
                {...getItemProps({
                  onClick: () => run(item),
                  onKeyDown: (event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      run(item);
                    }
                  },
                })}
              >
                {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
                {item.label}
              </Item>
            ))}
          </List>
        </OverlayLayer>
      ) : null}
    </>
  );
}
