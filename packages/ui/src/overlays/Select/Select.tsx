import { useClick, useDismiss, useInteractions, useListNavigation, useRole, useTypeahead } from '@floating-ui/react';
import { type ReactNode, useRef, useState } from 'react';
import styled from 'styled-components';
import { CheckIcon, ChevronDownIcon } from '../../icons';
import { controlBoxStyles } from '../../internal/controlStyles';
import { Field, type FieldError } from '../../primitives/Field';
import { fieldStrings } from '../../strings';
import { focusRing, iconSize } from '../../tokens/control';
import { fontSize, lineHeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { OverlayLayer, OverlaySurface, useOverlayPosition } from '../internal/floating';

export interface SelectOption<V extends string = string> {
  /** 選ばれたときの値。 */
  value: V;
  /** 一覧に出す文言。 */
  label: string;
  /** 一覧に出すが、選べない選択肢。 */
  disabled?: boolean;
}

export interface SelectProps<V extends string = string> {
  /** 選択欄の名前（項目名）。 */
  label: ReactNode;
  /** 選択肢の一覧。各選択肢は `value`（値）、`label`（文言）、`disabled`（選べない）を持ちます。 */
  options: ReadonlyArray<SelectOption<V>>;
  /** 選ばれている値。`''` か省略で、まだ選んでいない案内（`placeholder`）を出します。 */
  value: V | '' | undefined;
  /** 選ばれた値。 */
  onChange: (value: V) => void;
  /** フォーカスが欄から出たときに呼ばれます（フォームが「触った」と記録します）。 */
  onBlur?: () => void;
  /** まだ選んでいないときの文言（既定「選択してください」）。 */
  placeholder?: string;
  /** 項目名と欄の間の補足。 */
  description?: ReactNode;
  /** エラーの文言（配列なら箇条書き）。空でない値があると欄が「無効」になります。 */
  error?: FieldError;
  /** 「必須」の印を付けます。 */
  required?: boolean;
  /** 選べなくします。 */
  disabled?: boolean;
  /** 項目名を画面から隠し、読み上げでだけ伝えます。 */
  hideLabel?: boolean;
  /** 欄の id（省略すると自動）。 */
  id?: string;
  /** 送信するときの項目名。 */
  name?: string;
}

const Trigger = styled.button`
  ${controlBoxStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  text-align: start;
  cursor: pointer;

  & [data-part='value'] { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & [data-part='value'][data-placeholder] { color: ${vars.color.text.muted}; }
  & svg { flex: none; width: ${iconSize.md}; height: ${iconSize.md}; color: ${vars.color.text.muted}; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

const List = styled(OverlaySurface)`
  padding: ${space[1]};
  margin: 0;
  list-style: none;
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[2]} ${space[3]};
  border-radius: ${radius.sm};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.control};
  cursor: pointer;

  &[data-active] { background: ${vars.color.control.neutralHover}; }
  &:focus-visible { outline: ${focusRing.width} solid ${vars.color.border.focus}; outline-offset: -${focusRing.width}; }
  &[aria-selected='true'] { color: ${vars.color.primary.text}; font-weight: 700; }
  &[aria-disabled='true'] { color: ${vars.color.text.disabled}; cursor: not-allowed; }
  & svg { width: ${iconSize.sm}; height: ${iconSize.sm}; }
`;

/**
 * A single select: a combobox button and a listbox (WAI-ARIA select-only combobox). Arrows,
 * Home/End and typeahead move through the options; Enter or Space chooses; Escape closes.
 * Typing on the closed button chooses the matching option, as a native select does.
 */
export function Select<V extends string = string>({
  label,
  options,
  value,
  onChange,
  onBlur,
  placeholder = fieldStrings.selectPlaceholder,
  description,
  error,
  required,
  disabled,
  hideLabel,
  id,
  name,
}: SelectProps<V>) {
  const [open, setOpen] = useState(false);
  const selectedIndex = options.findIndex((o) => o.value === value);
  const [active, setActive] = useState<number | null>(null);
  const elements = useRef<Array<HTMLElement | null>>([]);
  const labels = useRef<Array<string | null>>([]);
  labels.current = options.map((o) => o.label);
  const disabledIndices = options.flatMap((o, i) => (o.disabled ? [i] : []));
  const { refs, floatingStyles, context } = useOverlayPosition<HTMLButtonElement>({
    open,
    onOpenChange: (next) => {
      setOpen(next);
      if (!next) onBlur?.();
    },
    matchTriggerWidth: true,
    gap: 4,
  });
  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    onChange(option.value);
    setOpen(false);
  };
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context, { event: 'mousedown' }),
    useDismiss(context),
    useRole(context, { role: 'select' }),
    useListNavigation(context, {
      listRef: elements,
      activeIndex: active,
      selectedIndex: selectedIndex >= 0 ? selectedIndex : null,
      onNavigate: setActive,
      loop: true,
      disabledIndices,
    }),
    useTypeahead(context, {
      listRef: labels,
      activeIndex: active,
      selectedIndex: selectedIndex >= 0 ? selectedIndex : null,
      onMatch: open ? setActive : choose,
    }),
  ]);
  const selected = options[selectedIndex];
  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      hideLabel={hideLabel}
      controlId={id}
    >
      {(control) => (
        <>
          <Trigger
            type="button"
            ref={refs.setReference}
            disabled={disabled}
            name={name}
            value={value ?? ''}
            {...control}
            {...getReferenceProps()}
          >
            <span data-part="value" data-placeholder={selected ? undefined : ''}>
              {selected?.label ?? placeholder}
            </span>
            <ChevronDownIcon aria-hidden="true" />
          </Trigger>
          {open ? (
            <OverlayLayer context={context} initialFocus={-1}>
              <List as="ul" ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
                {options.map((option, i) => (
                  <Option
                    key={option.value}
                    tabIndex={active === i ? 0 : -1}
                    data-active={active === i ? '' : undefined}
                    ref={(node) => {
                      elements.current[i] = node;
                    }}
                    {...getItemProps({
                      role: 'option',
                      'aria-selected': i === selectedIndex,
                      'aria-disabled': option.disabled || undefined,
                      onClick: () => choose(i),
                      onKeyDown: (event) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault();
                          choose(i);
                        }
                      },
                    })}
                  >
                    {option.label}
                    {i === selectedIndex ? <CheckIcon aria-hidden="true" /> : null}
                  </Option>
                ))}
              </List>
            </OverlayLayer>
          ) : null}
        </>
      )}
    </Field>
  );
}
