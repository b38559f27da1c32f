import { useClick, useDismiss, useInteractions, useListNavigation, useRole, useTypeahead } from '@floating-ui/react';
import { type ReactNode, useRef, useState } from 'react';
import { CheckIcon, ChevronDownIcon } from '../../icons';
import { Field, type FieldError } from '../../primitives/Field';
import { fieldStrings } from '../../strings';
import { OverlayLayer, useOverlayPosition } from '../internal/floating';
import { List, Option, Trigger } from '../internal/listbox';
import { findTypedOption } from '../internal/typeahead';

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

/**
 * A single select: a combobox button and a listbox (WAI-ARIA select-only combobox). Opening it, by
 * mouse as by keyboard, moves focus onto the chosen option (or the first), so typing goes to the
 * list and never to the field focused before. Arrows, Home/End and typeahead move through the
 * options; Enter or Space chooses; Escape closes and returns focus to the button. Typing on the
 * closed button chooses the matching option, as a native select does. For a list that can grow
 * past a screenful (agencies, users), use Combobox, which filters as one types.
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
      // A mouse press keeps focus where it was (useClick prevents the default): without this the
      // characters typed into the open list would go to the field focused before.
      focusItemOnOpen: true,
    }),
    useTypeahead(context, {
      listRef: labels,
      findMatch: findTypedOption,
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
