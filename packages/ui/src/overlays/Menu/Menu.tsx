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
  /** 項目の文言（動詞で: 編集する、削除する）。 */
  label: string;
  /** 選ばれたときの処理。 */
  onSelect: () => void;
  /** 文言の前のアイコン（飾り）。 */
  icon?: ReactNode;
  /** 出すが選べない項目。 */
  disabled?: boolean;
  /** `danger` は取り消せない操作（赤い文字）。 */
  tone?: 'default' | 'danger';
}

export interface MenuProps {
  /** メニューを開くボタン（IconButton か Button）。開閉の状態が読み上げで伝わるよう属性が付きます。 */
  trigger: ReactElement;
  /** メニューの項目。各項目は `label`（文言）、`onSelect`（処理）、`icon`、`disabled`、`tone` を持ちます。 */
  items: ReadonlyArray<MenuItem>;
  /** メニューの名前（読み上げ用。例: 契約の操作）。 */
  label: string;
  /** ボタンに対して開く位置。`bottom-end`（既定）は右端をそろえ、`bottom-start` は左端をそろえます。 */
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
